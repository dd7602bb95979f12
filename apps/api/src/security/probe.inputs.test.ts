/**
 * The security probe's bad inputs, replayed (the other cases are in probe.test.ts): control
 * characters in text, which reached PostgreSQL and came back as 500s.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

describe('control characters in text input', () => {
  const refused = (field: string) => ({
    code: 'VALIDATION_FAILED',
    message: 'Some fields are invalid.',
    fieldErrors: { [field]: ['This field contains characters that are not allowed.'] },
  });

  test('a NUL byte in the login e-mail is a 400, not a 500', async () => {
    const response = await api
      .agent()
      .post('/api/v1/session/login', { email: 'a\u0000b@x.test', password: 'x' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Bad Request', ...refused('email') });
  });

  test('a NUL byte in a first name (PUT /api/v1/users/:id) is a 400 and changes nothing', async () => {
    const homeowner = await api.login('homeowner');
    const userId = await api.userId('homeowner');
    const response = await homeowner.put(`/api/v1/users/${userId}`, {
      firstName: 'a\u0000b',
      lastName: 'Lee',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(refused('firstName'));
    expect((await homeowner.get(`/api/v1/users/${userId}`)).body.firstName).not.toContain('\u0000');
  });

  test('other control characters, in nested fields, keys, query strings and path parameters, are refused too', async () => {
    const agent = api.agent();
    const nested = await agent.post('/api/v1/session/login', {
      email: 'a@x.test',
      password: { deep: ['ok', 'b\u001bc'] },
    });
    expect(nested.body).toMatchObject(refused('password.deep.1'));
    const key = await agent.post('/api/v1/session/login', { 'e\u0007mail': 'a@x.test' });
    expect(key.body).toMatchObject(refused('e\u0007mail'));
    const query = await agent.get('/api/v1/maintenance-windows?x=%00');
    expect([query.status, query.body.fieldErrors]).toEqual([400, refused('x').fieldErrors]);
    const param = await agent.get('/api/v1/users/1%7F');
    expect([param.status, param.body.fieldErrors]).toEqual([400, refused('userId').fieldErrors]);
    // Tabs and line breaks are text like any other (a note, an address on two lines).
    const multiline = await agent.post('/api/v1/session/login', { email: 'a@x.test', password: 'a\tb\r\nc' });
    expect(multiline.status).toBe(401);
  });

  test('a body nested 200,000 levels deep is answered with a 400, not a crash', async () => {
    const agent = api.agent();
    await agent.get('/healthz');
    const response = await agent.fetch(`${api.baseUrl}/api/v1/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': agent.csrfToken ?? '' },
      body: `{"email":${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}}`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      [`email${'.0'.repeat(200_000)}`]: ['This field contains characters that are not allowed.'],
    });
  });

  test('GraphQL: in a variable or written in the document, a 400 in the GraphQL error shape', async () => {
    const agent = api.agent();
    const variable = await agent.graphql(
      '/graphql',
      'mutation($email: String!) { verifyAccountByEmail(emailAddress: $email) { success } }',
      { email: 'a\u0000b@x.test' },
    );
    expect(variable.status).toBe(400);
    expect(variable.body).toEqual({
      errors: [{ message: 'Some fields are invalid.', extensions: refusedExtensions('email') }],
    });
    const written = await agent.graphql(
      '/graphql',
      'mutation { verifyAccountByEmail(emailAddress: "a\\u0000b@x.test") { success } }',
    );
    expect(written.status).toBe(400);
    expect(written.body.errors[0]).toMatchObject({
      message: 'Some fields are invalid.',
      extensions: refusedExtensions('emailAddress'),
    });
  });

  const refusedExtensions = (field: string) => {
    const { code, fieldErrors } = refused(field);
    return { code, fieldErrors };
  };
});
