import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { contactPreferences } from '../db/schema';
import { expectFieldErrors, freshUser, startAccountTestApi } from '../domain/account/testSupport';

const api = await startAccountTestApi();
afterAll(() => api.close());

const homeownerId = await api.userId('homeowner');
const proId = await api.userId('pro');
const homeowner = await api.login('homeowner');
const curator = await api.login('curator');
const pro = await api.login('pro');

const [seeded] = await api.database.db
  .select({ token: contactPreferences.verificationToken })
  .from(contactPreferences)
  .where(eq(contactPreferences.userId, homeownerId));
const token = seeded?.token as string;

const stored = {
  userId: homeownerId,
  mediaFromPros: { sms: true, email: true },
  mediaFromHearth: { sms: false, email: true },
};

describe('homeownerContactPreferences.read  GET /contact-preferences', () => {
  test('by userId, logged in as that user', async () => {
    const response = await homeowner.get(`/api/v1/contact-preferences?userId=${homeownerId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(stored);
  });

  test('by the e-mailed verification token, without logging in', async () => {
    const response = await api.agent().get(`/api/v1/contact-preferences?verificationToken=${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(stored);
  });

  test('a token of another user than userId is 403; an unknown token 404', async () => {
    expect(
      (await api.agent().get(`/api/v1/contact-preferences?verificationToken=${token}&userId=${proId}`))
        .status,
    ).toBe(403);
    const unknown = await api
      .agent()
      .get('/api/v1/contact-preferences?verificationToken=0b6f8f0e-6a9c-4c8e-9d3b-2f4e6a8b0c1d');
    expect(unknown.status).toBe(404);
  });

  test('a user who never saved any gets e-mail only', async () => {
    const response = await pro.get(`/api/v1/contact-preferences?userId=${proId}`);
    expect(response.body).toEqual({
      userId: proId,
      mediaFromPros: { sms: false, email: true },
      mediaFromHearth: { sms: false, email: true },
    });
  });

  test('400 without a key or with a malformed token, 401 for a visitor, 403 for another user, curator reads', async () => {
    expectFieldErrors(await homeowner.get('/api/v1/contact-preferences'), { userId: true });
    expectFieldErrors(await api.agent().get('/api/v1/contact-preferences?verificationToken=abc'), {
      verificationToken: true,
    });
    expect((await api.agent().get(`/api/v1/contact-preferences?userId=${homeownerId}`)).status).toBe(401);
    expect((await pro.get(`/api/v1/contact-preferences?userId=${homeownerId}`)).status).toBe(403);
    expect((await curator.get(`/api/v1/contact-preferences?userId=${homeownerId}`)).body).toEqual(stored);
  });
});

describe('resolverHomeownerContactPreferences.read  GET /contact-preferences/resolved', () => {
  test('the same lookup', async () => {
    expect(
      (await api.agent().get(`/api/v1/contact-preferences/resolved?verificationToken=${token}`)).body,
    ).toEqual(stored);
    expect((await homeowner.get(`/api/v1/contact-preferences/resolved?userId=${homeownerId}`)).body).toEqual(
      stored,
    );
    expect((await pro.get(`/api/v1/contact-preferences/resolved?userId=${homeownerId}`)).status).toBe(403);
    expect((await api.agent().get(`/api/v1/contact-preferences/resolved?userId=${homeownerId}`)).status).toBe(
      401,
    );
    expectFieldErrors(await homeowner.get('/api/v1/contact-preferences/resolved'), { userId: true });
  });
});

describe('homeownerContactPreferences.update  PUT /contact-preferences', () => {
  test('by userId: saves and answers the preferences', async () => {
    const { agent, userId } = await freshUser(api, 'prefs');
    const body = {
      userId,
      mediaFromPros: { sms: true, email: false },
      mediaFromHearth: { sms: true, email: true },
    };
    const response = await agent.put('/api/v1/contact-preferences', body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(body);
    expect((await agent.get(`/api/v1/contact-preferences?userId=${userId}`)).body).toEqual(body);
  });

  test('by token without logging in', async () => {
    const body = { mediaFromPros: { sms: false, email: true }, mediaFromHearth: { sms: true, email: false } };
    const response = await api
      .agent()
      .put('/api/v1/contact-preferences', { verificationToken: token, ...body });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: homeownerId, ...body });
    expect((await homeowner.get(`/api/v1/contact-preferences?userId=${homeownerId}`)).body).toEqual({
      userId: homeownerId,
      ...body,
    });
  });

  test('neither emails nor text is 400', async () => {
    const response = await homeowner.put('/api/v1/contact-preferences', {
      userId: homeownerId,
      mediaFromPros: { sms: false, email: false },
      mediaFromHearth: { sms: false, email: true },
    });
    expectFieldErrors(response, { mediaFromPros: 'Choose emails, text or both.' });
  });

  test('401 for a visitor, 403 for another user, for a curator and for a token of someone else', async () => {
    const body = {
      userId: homeownerId,
      mediaFromPros: { sms: true, email: true },
      mediaFromHearth: { sms: true, email: true },
    };
    expect((await api.agent().put('/api/v1/contact-preferences', body)).status).toBe(401);
    expect((await pro.put('/api/v1/contact-preferences', body)).status).toBe(403);
    expect((await curator.put('/api/v1/contact-preferences', body)).status).toBe(403);
    expect(
      (await pro.put('/api/v1/contact-preferences', { ...body, userId: proId, verificationToken: token }))
        .status,
    ).toBe(403);
  });
});
