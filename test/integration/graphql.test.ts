/** GraphQL through the client (both transports) against the API's two endpoints. */
import { afterAll, describe, expect, expectTypeOf, test } from 'vitest';
import {
  createHearthClient,
  graphqlRequestTransport,
  HttpError,
  plainGraphqlTransport,
} from '../../packages/data/src/client';
import { graphqlOperations } from '../../packages/data/src/contract/graphql';
import { DEMO_ACCOUNTS, startClientApi } from './harness';

const { api, newClient, loggedIn } = await startClientApi();
afterAll(() => api.close());

async function latestCode(email: string) {
  const [message] = await api.outbox(email);
  const code = message?.data.code;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

describe.each([
  ['graphql-request', graphqlRequestTransport],
  ['plain', plainGraphqlTransport],
] as const)('sign-up by e-mailed code through %s', (name, transport) => {
  const email = `code-${name}@hearth.test`;
  const withTransport = () =>
    createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      fetch: api.agent().fetch,
      graphqlTransport: transport,
    });

  test('send the code, verify it, sign up, and the account exists afterwards', async () => {
    const hearth = withTransport();
    const sent = await hearth.graphql(graphqlOperations.verifyAccountByEmail, { emailAddress: email });
    expectTypeOf(sent.verifyAccountByEmail.success).toEqualTypeOf<boolean>();
    expect(sent.verifyAccountByEmail.success).toBe(true);

    const wrong = await hearth.graphql(graphqlOperations.verifyEmailContactVerificationCode, {
      emailAddress: email,
      singleUseCode: '000000' === (await latestCode(email)) ? '111111' : '000000',
    });
    expect(wrong.verifyEmailContactVerificationCode).toBe(false);
    const right = await hearth.graphql(graphqlOperations.verifyEmailContactVerificationCode, {
      emailAddress: email,
      singleUseCode: await latestCode(email),
    });
    expect(right.verifyEmailContactVerificationCode).toBe(true);

    const person = {
      firstName: 'Gia',
      lastName: 'Graph',
      password: 'secret-12',
      email,
      sourceUi: 'web-site',
    };
    const created = await hearth.graphql(graphqlOperations.userSignup, person);
    expect(created.userSignup.__typename).toBe('Session');
    const session = await hearth.resources.sessionData.read();
    expect(session.dto.userContext?.email).toBe(email);
  });

  test('an e-mail that already has an account gives AccountExists', async () => {
    const client = withTransport();
    // One account per transport: a second code for the same address would hit the resend cooldown.
    const existing = DEMO_ACCOUNTS[name === 'plain' ? 'pro' : 'homeowner'].email;
    await client.graphql(graphqlOperations.verifyAccountByEmail, { emailAddress: existing });
    await client.graphql(graphqlOperations.verifyEmailContactVerificationCode, {
      emailAddress: existing,
      singleUseCode: await latestCode(existing),
    });
    const again = await client.graphql(graphqlOperations.userSignup, {
      firstName: 'Hana',
      lastName: 'Again',
      password: 'secret-12',
      email: existing,
      sourceUi: 'web-site',
    });
    expect(again.userSignup).toMatchObject({ __typename: 'AccountExists', accountExists: true });
  });
});

describe('errors and the account endpoint', () => {
  test('a resend within the cooldown is an HttpError (429) carrying the GraphQL error code', async () => {
    const { client } = newClient();
    const email = 'cooldown@hearth.test';
    await client.graphql(graphqlOperations.verifyAccountByEmail, { emailAddress: email });
    const error = await client
      .graphql(graphqlOperations.verifyAccountByEmail, { emailAddress: email })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, code: 'RESEND_COOLDOWN' });
  });

  test('a wrong GraphQL login is an error the caller can tell apart', async () => {
    const { client } = newClient();
    const error = await client
      .graphql(graphqlOperations.userLogin, {
        emailAddress: DEMO_ACCOUNTS.pro.email,
        password: 'not-it',
        sourceUi: 'web-site',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
  });

  test('a visitor on the account endpoint gets a 401 HttpError with the GraphQL error code', async () => {
    const { client } = newClient();
    const error = await client.graphql(graphqlOperations.getEmailNotices, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Log in to continue.' });
  });

  test('the account endpoint answers a logged-in user', async () => {
    const { client } = await loggedIn('homeowner');
    const notices = await client.graphql(graphqlOperations.getEmailNotices, {});
    expectTypeOf(notices.getEmailNotices.emailNoticesFlag).toEqualTypeOf<boolean | null>();
    expect(notices.getEmailNotices.userId).toBe(await api.userId('homeowner'));
  });
});
