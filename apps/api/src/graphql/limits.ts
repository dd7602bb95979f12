import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorCallbackConfiguration } from '@escape.tech/graphql-armor-types';
import type { FieldNode, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * What one operation may ask for. The client's own documents (packages/data, contract/graphql)
 * reach at most 116 tokens, depth 8 (fragment spreads count), cost 259, no alias and no
 * directive (limits.test.ts measures them and fails when one no longer fits); the limits leave
 * several times that.
 */
export const GRAPHQL_LIMITS = {
  /** Counted while parsing: parsing stops at the first token past the limit. */
  tokens: 1000,
  depth: 12,
  aliases: 10,
  directives: 10,
  cost: 1000,
} as const;

/**
 * graphql-armor's limits as yoga plugins. The token limit is checked by the parser as it reads, so
 * an oversized document (the 20,000-alias bomb) is refused after reading 1,000 tokens, before any
 * validation rule runs; the others are validation rules. A refusal is a 400 like any malformed
 * document: GRAPHQL_PARSE_FAILED for the tokens, GRAPHQL_VALIDATION_FAILED for the others.
 */
export function limitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, ...reported }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, ...reported }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, ...reported }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, ...reported }),
  ] as Plugin[];
}

/**
 * A rule's refusal reported as a validation error, like an unknown field: by default the rules
 * throw out of `validate`, which yoga answers with 200.
 */
const reported: GraphQLArmorCallbackConfiguration = {
  propagateOnRejection: false,
  onReject: [(context, error) => context?.reportError(error)],
};

/** graphql-js's hints: `Did you mean "x"?`, `... the enum value "X"?`, `... to use an inline fragment on "T"?`. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * In prod the schema is not for browsing: introspection is refused (a validation error, so a 400)
 * and no error message hints at a name ("Did you mean ..."), whichever step found the mistake:
 * parsing, validation or the coercion of variables. graphql-armor's plugin for the hints only sees
 * validation errors and misses `the enum value "X"`, so the answer itself is cleaned.
 */
export const prodSchemaPrivacyPlugins: Plugin[] = [
  {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospection);
    },
  },
  {
    onResultProcess({ result }) {
      for (const each of Array.isArray(result) ? result : [result]) {
        for (const error of ('errors' in each && each.errors) || []) {
          (error as { message: string }).message = error.message.replace(SUGGESTION, '');
        }
      }
    },
  },
];

/**
 * graphql-js's NoSchemaIntrospectionCustomRule, by field name alone: that rule checks types with
 * `instanceof`, which fails under Vitest, where this file and yoga load different copies of graphql.
 */
const noIntrospection = (context: ValidationContext) => ({
  Field(node: FieldNode) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(
          `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
          { nodes: [node] },
        ),
      );
    }
  },
});
