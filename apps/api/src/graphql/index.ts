import { GRAPHQL_ENDPOINTS, type GraphqlSchemaName } from '@hearth/data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga, type GraphiQLOptions } from 'graphql-yoga';
import { withScriptHashes } from '../security/headers';
import { controlCharactersInDocuments } from '../security/inputs';
import type { Security } from '../security/plugin';
import { inlineScriptHashes } from '../web/pageHtml';
import { accountResolvers } from './accountResolvers';
import type { GraphqlContext } from './context';
import { maskError, refusalOf, validationErrorsAre400 } from './errors';
import { limitPlugins, prodSchemaPrivacyPlugins } from './limits';
import { loadSdl } from './schema';
import { signupResolvers } from './signupResolvers';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

type Resolvers = NonNullable<Parameters<typeof createSchema<ServerContext & GraphqlContext>>[0]['resolvers']>;

const RESOLVERS: Record<GraphqlSchemaName, Resolvers> = {
  signup: signupResolvers,
  account: accountResolvers,
};

/**
 * GraphiQL (local only) from its npm package, scripts and styles inline, instead of a CDN's: no
 * third-party script host. About 9 MB, so loaded on its first request and never in other
 * environments.
 */
const renderGraphiQL = async (options: GraphiQLOptions) =>
  (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options);

/**
 * `/graphql` and `/gql-frontend-account`: one yoga per endpoint, each built from its committed
 * SDL and routed through Fastify, so the session, the CSRF hook (POST) and the error handler
 * apply as for REST. GET carries queries only (yoga refuses mutations over GET with 405).
 */
export async function registerGraphql(
  app: FastifyInstance,
  security: Security,
  contentSecurityPolicy: string,
) {
  const local = app.hearth.config.environment === 'local';
  const prod = app.hearth.config.environment === 'prod';
  for (const name of Object.keys(GRAPHQL_ENDPOINTS) as GraphqlSchemaName[]) {
    const yoga = createYoga<ServerContext, GraphqlContext>({
      schema: createSchema<ServerContext & GraphqlContext>({
        typeDefs: loadSdl(name),
        resolvers: RESOLVERS[name],
      }),
      graphqlEndpoint: GRAPHQL_ENDPOINTS[name],
      graphiql: local,
      renderGraphiQL,
      landingPage: false,
      // Same origin only: yoga's default CORS would echo any Origin with credentials.
      cors: false,
      maskedErrors: {
        maskError: (error, message, isDev) =>
          maskError(error, message, isDev, (original) =>
            app.log.error({ err: original }, 'graphql resolver failed'),
          ),
      },
      plugins: [
        ...limitPlugins(),
        ...(prod ? prodSchemaPrivacyPlugins : []),
        controlCharactersInDocuments,
        validationErrorsAre400,
      ],
      logging: {
        debug: (...args) => {
          for (const arg of args) app.log.debug(arg);
        },
        info: (...args) => {
          for (const arg of args) app.log.info(arg);
        },
        warn: (...args) => {
          for (const arg of args) app.log.warn(arg);
        },
        error: (...args) => {
          for (const arg of args) {
            const refusal = refusalOf(arg);
            if (refusal) {
              app.log.info(
                { status: refusal.status, code: refusal.code },
                `graphql refused: ${refusal.message}`,
              );
            } else {
              app.log.error(arg);
            }
          }
        },
      },
      context: ({ req, reply }) => ({ hearth: security.context(req, reply) }),
    });
    let graphiqlPolicy: string | undefined;
    app.route({
      url: yoga.graphqlEndpoint,
      method: ['GET', 'POST'],
      handler: async (request, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
        response.headers.forEach((value, key) => {
          if (key !== 'content-length') reply.header(key, value);
        });
        const body = await response.text();
        if (local && response.headers.get('content-type')?.startsWith('text/html')) {
          // Its one inline script by hash; Monaco's workers start from blob: addresses.
          graphiqlPolicy ??= `${withScriptHashes(contentSecurityPolicy, inlineScriptHashes(body))};worker-src 'self' blob:`;
          reply.header('content-security-policy', graphiqlPolicy);
        }
        return reply.status(response.status).send(body);
      },
    });
  }
}
