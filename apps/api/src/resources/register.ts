import {
  API_PREFIX,
  ERROR_CODES,
  hasBody,
  pathParams,
  type ResourceDefinition,
  type ResourceKind,
  resources,
} from '@hearth/data';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, fieldErrorsOf } from '../errors';
import type { Security } from '../security/plugin';
import { countingFailures } from '../security/rateLimit';
import { checkAccess } from './access';
import { handlers } from './index';
import { RATE_LIMIT_POLICIES } from './rateLimitPolicies';
import { READS_SESSION_DTO } from './session';

type AnyHandler = (input: unknown, context: ReturnType<Security['context']>) => Promise<unknown>;

/** Every contract resource becomes one route; input validated, access checked, output checked. */
export function registerResources(app: FastifyInstance, security: Security) {
  for (const [name, kinds] of Object.entries(resources)) {
    for (const [kind, definition] of Object.entries(kinds) as [ResourceKind, ResourceDefinition][]) {
      const handler = (handlers as unknown as Record<string, Record<string, AnyHandler>>)[name]?.[kind];
      if (!handler) throw new Error(`No handler for resource ${name}.${kind}`);
      if (definition.rateLimit && !RATE_LIMIT_POLICIES[name])
        throw new Error(`No rate-limit policy for resource ${name} (resources/rateLimitPolicies.ts)`);
      const params = pathParams(definition.path);
      const bodied = hasBody(definition.method);
      const status = kind === 'create' ? 201 : 200;
      app.route({
        method: definition.method,
        url: `${API_PREFIX}${definition.path}`,
        config: { readsSessionDto: READS_SESSION_DTO.has(definition) },
        handler: async (request, reply) => {
          const source = bodied ? (request.body ?? {}) : request.query;
          if (typeof source !== 'object' || Array.isArray(source))
            throw badRequest('The request body must be a JSON object.');
          const raw: Record<string, unknown> = { ...(source as object) };
          for (const param of params) raw[param] = (request.params as Record<string, string>)[param];
          const parsed = definition.input.safeParse(raw);
          if (!parsed.success) throw badRequest('Some fields are invalid.', fieldErrorsOf(parsed.error));
          const context = security.context(request, reply);
          const input = parsed.data as Record<string, unknown>;
          checkAccess(definition, input, context.caller);
          const policy = definition.rateLimit ? RATE_LIMIT_POLICIES[name] : undefined;
          let result: unknown;
          if (definition.rateLimit && policy && policy !== 'own') {
            const attempt = await app.hearth.limiter.hit(
              definition.rateLimit,
              policy.keys(input, request.ip),
            );
            result =
              policy.counts === 'all'
                ? await handler(input, context)
                : await countingFailures(attempt, () => handler(input, context), policy.failed);
          } else {
            result = await handler(input, context);
          }
          const output = definition.output.safeParse(result);
          if (!output.success) {
            request.log.error(
              { resource: `${name}.${kind}`, issues: output.error.issues },
              'response does not match the contract',
            );
            throw new ApiError(500, ERROR_CODES.internal, 'The server produced an invalid response.');
          }
          return reply.code(status).send(output.data);
        },
      });
    }
  }
}
