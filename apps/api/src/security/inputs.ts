/**
 * Control characters in text input: one check for every route, REST and GraphQL alike. A NUL byte
 * reached PostgreSQL (which refuses it in text) and came back as a 500.
 */
import { ERROR_CODES, GRAPHQL_ENDPOINTS } from '@hearth/data';
import type { FastifyInstance } from 'fastify';
import { type ArgumentNode, Kind, type ValidationContext, type ValueNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { badRequest } from '../errors';

/** C0 controls but tab, line feed and carriage return, and DEL: no field of the API takes them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'This field contains characters that are not allowed.';
const INVALID_FIELDS = 'Some fields are invalid.';

type Step = { key: string; parent: Step | undefined };

const pathOf = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.length ? keys.reverse().join('.') : '_';
};

/**
 * The paths (`a.b.0`, as zod's field errors name them) of the strings in `value` holding a control
 * character, keys included; at most 20. Walked with a stack of steps, each pointing at its parent:
 * a 1 MB body of nested arrays would overflow the call stack, and copying each path would cost the
 * square of its depth.
 */
export function controlCharacterPaths(value: unknown): string[] {
  const found = new Set<string>();
  const stack: [unknown, Step | undefined][] = [[value, undefined]];
  while (stack.length > 0 && found.size < 20) {
    const [item, step] = stack.pop() as [unknown, Step | undefined];
    if (typeof item === 'string') {
      if (CONTROL_CHARACTER.test(item)) found.add(pathOf(step));
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const next = { key, parent: step };
        if (CONTROL_CHARACTER.test(key)) found.add(pathOf(next));
        stack.push([child, next]);
      }
    }
  }
  return [...found];
}

const GRAPHQL_PATHS = new Set<string>(Object.values(GRAPHQL_ENDPOINTS));

/**
 * Refuses, before any handler reads them, a body, query string or path parameter holding a
 * control character: 400 VALIDATION_FAILED with the fields named, in REST's error shape, or in
 * GraphQL's on the GraphQL endpoints (a variable is named as its argument is).
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const paths = [request.params, request.query, request.body].flatMap(controlCharacterPaths);
    if (paths.length === 0) return;
    if (!GRAPHQL_PATHS.has(request.routeOptions.url ?? '')) {
      throw badRequest(INVALID_FIELDS, fieldErrorsFor(paths));
    }
    const named = paths.map((path) => path.replace(/^variables\./, ''));
    return reply.code(400).send({
      errors: [
        {
          message: INVALID_FIELDS,
          extensions: { code: ERROR_CODES.validation, fieldErrors: fieldErrorsFor(named) },
        },
      ],
    });
  });
}

const fieldErrorsFor = (paths: string[]) =>
  Object.fromEntries(paths.map((path) => [path, [CONTROL_CHARACTER_MESSAGE]]));

/**
 * The same refusal for strings written into a GraphQL document itself (`"a\u0000b"` is a NUL once
 * parsed), as a validation error naming the argument.
 */
export const controlCharactersInDocuments: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext) => ({
      Argument(node: ArgumentNode) {
        if (!stringsOf(node.value).some((text) => CONTROL_CHARACTER.test(text))) return;
        context.reportError(
          createGraphQLError(INVALID_FIELDS, {
            nodes: [node],
            extensions: {
              code: ERROR_CODES.validation,
              fieldErrors: { [node.name.value]: [CONTROL_CHARACTER_MESSAGE] },
            },
          }),
        );
      },
    }));
  },
};

function stringsOf(value: ValueNode): string[] {
  if (value.kind === Kind.STRING) return [value.value];
  if (value.kind === Kind.LIST) return value.values.flatMap(stringsOf);
  if (value.kind === Kind.OBJECT) return value.fields.flatMap((field) => stringsOf(field.value));
  return [];
}
