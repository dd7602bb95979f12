import { normalizeUsPhoneNumber } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { expectFieldErrors, freshUser, startAccountTestApi } from '../domain/account/testSupport';

const api = await startAccountTestApi();
afterAll(() => api.close());

const homeownerId = await api.userId('homeowner');
const homeowner = await api.login('homeowner');
const curator = await api.login('curator');
const pro = await api.login('pro');

describe('US phone numbers', () => {
  test.each([
    ['5125550142', '(512) 555-0142'],
    ['+1 (512) 555-0142', '(512) 555-0142'],
    ['1-512-555-0142', '(512) 555-0142'],
    ['512.555.0142', '(512) 555-0142'],
    ['800 555 0199', '(800) 555-0199'],
  ])('%s is %s', (input, national) => expect(normalizeUsPhoneNumber(input)).toBe(national));

  test.each([
    '512555014',
    '25125550142',
    '0125550142',
    '5121550142',
    '9115550142',
    '5129115550',
    'abcdefghij',
    '',
  ])('%s is not a US number', (input) => expect(normalizeUsPhoneNumber(input)).toBeNull());
});

describe('userPhone.read  GET /users/:userId/phones', () => {
  test('lists the phones with every spec field, primary (verified) first', async () => {
    const response = await homeowner.get(`/api/v1/users/${homeownerId}/phones`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        userPhoneId: expect.any(Number),
        userId: homeownerId,
        phoneNumber: '(512) 555-0142',
        phoneType: 'MOBILE',
        countryCode: 'US',
        primary: true,
        verified: true,
        verificationToken: expect.any(String),
        smsAllowed: true,
      },
      expect.objectContaining({ phoneNumber: '(512) 555-0199', primary: false, verified: false }),
    ]);
  });

  test('400 for a bad id, 401 for a visitor, 403 for another user, 200 for a curator', async () => {
    expectFieldErrors(await homeowner.get('/api/v1/users/x/phones'), { userId: true });
    expect((await api.agent().get(`/api/v1/users/${homeownerId}/phones`)).status).toBe(401);
    const other = await pro.get(`/api/v1/users/${homeownerId}/phones`);
    expect(other.status).toBe(403);
    expect(other.text).not.toContain('555-0142');
    expect((await curator.get(`/api/v1/users/${homeownerId}/phones`)).status).toBe(200);
  });
});

describe('userPhone.create  POST /users/:userId/phones', () => {
  test('stores the number in national format, unverified, as the new primary', async () => {
    const { agent, userId } = await freshUser(api, 'phone-create');
    const first = await agent.post(`/api/v1/users/${userId}/phones`, {
      phoneNumber: '+1 415-555-0123',
      primary: true,
      smsAllowed: true,
      userId,
      verified: false,
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      userPhoneId: expect.any(Number),
      userId,
      phoneNumber: '(415) 555-0123',
      phoneType: 'MOBILE',
      countryCode: 'US',
      primary: true,
      verified: false,
      verificationToken: expect.any(String),
      smsAllowed: true,
    });
    const second = await agent.post(`/api/v1/users/${userId}/phones`, {
      phoneNumber: '4155550124',
      primary: true,
    });
    expect(second.status).toBe(201);
    const list = (await agent.get(`/api/v1/users/${userId}/phones`)).body;
    expect(
      list.map((phone: { phoneNumber: string; primary: boolean }) => [phone.phoneNumber, phone.primary]),
    ).toEqual([
      ['(415) 555-0124', true],
      ['(415) 555-0123', false],
    ]);
    const again = await agent.post(`/api/v1/users/${userId}/phones`, { phoneNumber: '(415) 555-0123' });
    expect(again.status).toBe(409);
  });

  test('invalid, empty or self-verified numbers answer 400 with the spec messages', async () => {
    const path = `/api/v1/users/${homeownerId}/phones`;
    expectFieldErrors(await homeowner.post(path, { phoneNumber: '555-01' }), {
      phoneNumber: 'Invalid phone number.',
    });
    expectFieldErrors(await homeowner.post(path, { phoneNumber: '' }), { phoneNumber: 'Phone is required.' });
    expectFieldErrors(await homeowner.post(path, { phoneNumber: '5125550177', verified: true }), {
      verified: true,
    });
    expectFieldErrors(await homeowner.post(path, { phoneNumber: 5125550177 }), { phoneNumber: true });
  });

  test('401 for a visitor, 403 for another user and for a curator', async () => {
    const body = { phoneNumber: '5125550178' };
    const path = `/api/v1/users/${homeownerId}/phones`;
    expect((await api.agent().post(path, body)).status).toBe(401);
    expect((await pro.post(path, body)).status).toBe(403);
    expect((await curator.post(path, body)).status).toBe(403);
  });
});

describe('userPhone.update  PUT /users/:userId/phones', () => {
  test('changes the primary number, which is then unverified', async () => {
    const { agent, userId } = await freshUser(api, 'phone-update');
    expect((await agent.put(`/api/v1/users/${userId}/phones`, { phoneNumber: '2065550100' })).status).toBe(
      404,
    );
    await agent.post(`/api/v1/users/${userId}/phones`, { phoneNumber: '2065550101' });
    const response = await agent.put(`/api/v1/users/${userId}/phones`, { phoneNumber: '206 555 0102' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId,
      phoneNumber: '(206) 555-0102',
      primary: true,
      verified: false,
    });
    expect((await agent.get(`/api/v1/users/${userId}/phones`)).body).toHaveLength(1);
  });

  test('400 for a bad number, 401 for a visitor, 403 for another user and a curator', async () => {
    const path = `/api/v1/users/${homeownerId}/phones`;
    expectFieldErrors(await homeowner.put(path, { phoneNumber: '123' }), {
      phoneNumber: 'Invalid phone number.',
    });
    expectFieldErrors(await homeowner.put(path, {}), { phoneNumber: true });
    expect((await api.agent().put(path, { phoneNumber: '5125550142' })).status).toBe(401);
    expect((await pro.put(path, { phoneNumber: '5125550142' })).status).toBe(403);
    expect((await curator.put(path, { phoneNumber: '5125550142' })).status).toBe(403);
  });
});
