import type { FastifyInstance } from 'fastify';
import type { Security } from '../security/plugin';

/** `/graphql` and `/gql-frontend-account` (filled in by the GraphQL work). */
export async function registerGraphql(_app: FastifyInstance, _security: Security) {}
