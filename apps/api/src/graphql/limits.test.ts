import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GRAPHQL_ENDPOINTS,
  GRAPHQL_SDL_FILES,
  type GraphqlSchemaName,
  graphqlOperations,
} from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { startTestApi } from '../testing/harness';
import { GRAPHQL_LIMITS } from './limits';

// graphql-armor loads graphql through require(); under Vitest an import would load graphql's ESM
// build, whose types its rules would not recognise.
const graphql: typeof import('graphql') = createRequire(import.meta.url)('graphql');

const api = await startTestApi();
afterAll(() => api.close());

const dataPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/data');
const schemas = new Map(
  (Object.keys(GRAPHQL_ENDPOINTS) as GraphqlSchemaName[]).map((name) => [
    GRAPHQL_ENDPOINTS[name] as string,
    graphql.buildSchema(readFileSync(path.join(dataPackage, GRAPHQL_SDL_FILES[name]), 'utf8')),
  ]),
);

type Measure = keyof typeof GRAPHQL_LIMITS;

/** What graphql-armor counts in a document, each measure with no limit. */
function measure(endpoint: string, text: string): Record<Measure, number> {
  const parser = new MaxTokensParserWLexer(new graphql.Source(text), { n: Number.POSITIVE_INFINITY });
  const document = parser.parseDocument();
  const found = { tokens: parser.tokenCount, aliases: 0, depth: 0, directives: 0, cost: 0 };
  const seen = (key: Exclude<Measure, 'tokens'>) => [
    (_context: unknown, details: { n: number }) => {
      found[key] = details.n;
    },
  ];
  const unlimited = Number.POSITIVE_INFINITY;
  const schema = schemas.get(endpoint);
  if (!schema) throw new Error(`no schema for ${endpoint}`);
  const errors = graphql.validate(schema, document, [
    maxAliasesRule({ n: unlimited, onAccept: seen('aliases') }),
    maxDepthRule({ n: unlimited, onAccept: seen('depth') }),
    maxDirectivesRule({ n: unlimited, onAccept: seen('directives') }),
    costLimitRule({ maxCost: unlimited, onAccept: seen('cost') }),
  ]);
  expect(errors).toEqual([]);
  return found;
}

describe('the documents the client ships', () => {
  // As the client sends them: graphql-request prints the document.
  const shipped = Object.entries(graphqlOperations).map(
    ([name, op]) => [name, op.endpoint, graphql.print(op.document)] as const,
  );

  test.each(shipped)('%s passes the limits', async (_name, endpoint, text) => {
    // No variables: an operation that needs some stops at their coercion, which comes after the
    // limits; the others run, and their resolvers refuse a visitor. Nothing is changed either way.
    const answer = await api.agent().graphql(endpoint, text);
    const errors: { message: string; path?: string[] }[] = answer.body.errors ?? [];
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      const pastTheLimits = /^Variable "\$\w+" of required type "[^"]+" was not provided\.$/.test(
        error.message,
      );
      const ranItsResolver = error.path !== undefined;
      expect(pastTheLimits || ranItsResolver, error.message).toBe(true);
    }
  });

  test('every limit is at least 1.5 times the most any of them uses', () => {
    const most = { tokens: 0, aliases: 0, depth: 0, directives: 0, cost: 0 };
    for (const [, endpoint, text] of shipped) {
      const found = measure(endpoint, text);
      for (const key of Object.keys(most) as Measure[]) most[key] = Math.max(most[key], found[key]);
    }
    // The figures limits.ts quotes: change both together.
    expect({ ...most, cost: Math.round(most.cost) }).toEqual({
      tokens: 116,
      aliases: 0,
      depth: 8,
      directives: 0,
      cost: 259,
    });
    for (const key of Object.keys(most) as Measure[]) {
      expect(GRAPHQL_LIMITS[key], key).toBeGreaterThanOrEqual(most[key] * 1.5);
    }
  });
});

describe('one past a limit is a 400', () => {
  const refusal = async (endpoint: '/graphql' | '/gql-frontend-account', query: string) => {
    const answer = await api.agent().graphql(endpoint, query);
    return { status: answer.status, error: answer.body.errors?.[0] };
  };
  const fields = 'shortCode uiName uiDescription isUnsubscribed';
  const nested = (levels: number, selection = fields): string =>
    levels === 0 ? selection : `${fields} children { ${nested(levels - 1, selection)} }`;

  test('tokens: refused while parsing', async () => {
    const names = Array.from({ length: GRAPHQL_LIMITS.tokens }, () => 'codeLength').join(' ');
    expect(await refusal('/graphql', `{ oneTimeCodePolicy { ${names} } }`)).toMatchObject({
      status: 400,
      error: {
        message: 'Syntax Error: Token limit of 1000 exceeded.',
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      },
    });
  });

  test.each([
    [
      'aliases',
      `{ ${Array.from({ length: 11 }, (_, index) => `a${index}: oneTimeCodePolicy { codeLength }`).join(' ')} }`,
      '/graphql',
      'Syntax Error: Aliases limit of 10 exceeded, found 11.',
    ],
    [
      'depth',
      `{ subscriptionStatus(email: "a@hearth.test") { ${nested(11, 'shortCode')} } }`,
      '/gql-frontend-account',
      'Syntax Error: Query depth limit of 12 exceeded, found 13.',
    ],
    [
      'directives',
      `{ oneTimeCodePolicy { codeLength ${'@include(if: true) '.repeat(11)}} }`,
      '/graphql',
      'Syntax Error: Directives limit of 10 exceeded, found 11.',
    ],
    [
      'cost',
      `{ subscriptionStatus(email: "a@hearth.test") { ${nested(10)} } }`,
      '/gql-frontend-account',
      'Syntax Error: Query Cost limit of 1000 exceeded, found 1367.9609375.',
    ],
  ] as const)('%s', async (_limit, query, endpoint, message) => {
    expect(await refusal(endpoint, query)).toMatchObject({
      status: 400,
      error: { message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    });
  });
});
