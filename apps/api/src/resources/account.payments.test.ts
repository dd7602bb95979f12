import { createOfflineCardProvider } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { expectFieldErrors, freshUser, startAccountTestApi } from '../domain/account/testSupport';

const api = await startAccountTestApi();
afterAll(() => api.close());

const homeownerId = await api.userId('homeowner');
const homeowner = await api.login('homeowner');
const curator = await api.login('curator');
const pro = await api.login('pro');

/** A token from the offline card provider, as the card form makes it. */
async function offlineToken(number: string, expiry = '04 / 34') {
  const session = createOfflineCardProvider().createSession();
  session.setValue('number', number);
  session.setValue('expiry', expiry);
  session.setValue('cvc', number.startsWith('37') ? '1234' : '123');
  session.setValue('postalCode', '78701');
  const result = await session.createToken({ name: 'Hana Homeowner' });
  if (!result.token) throw new Error(`offline provider refused ${number}: ${result.error?.message}`);
  return result;
}

describe('paymentMethod.read  GET /users/:userId/payment-methods', () => {
  test('the active card for the billing agent', async () => {
    const response = await homeowner.get(`/api/v1/users/${homeownerId}/payment-methods?billingAgent=DONE`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      paymentMethodId: expect.any(Number),
      card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 12, expiryYear: 2030 },
      status: 'ACTIVE',
      billingAgent: 'DONE',
    });
  });

  test('404 when there is no card for that agent; curator reads', async () => {
    expect(
      (await homeowner.get(`/api/v1/users/${homeownerId}/payment-methods?billingAgent=HEARTH`)).status,
    ).toBe(404);
    expect((await curator.get(`/api/v1/users/${homeownerId}/payment-methods?billingAgent=DONE`)).status).toBe(
      200,
    );
  });

  test('400 for an unknown agent, 401 for a visitor, 403 for another user', async () => {
    const path = `/api/v1/users/${homeownerId}/payment-methods`;
    expectFieldErrors(await homeowner.get(`${path}?billingAgent=NOPE`), { billingAgent: true });
    expectFieldErrors(await homeowner.get(path), { billingAgent: true });
    expect((await api.agent().get(`${path}?billingAgent=DONE`)).status).toBe(401);
    const other = await pro.get(`${path}?billingAgent=DONE`);
    expect(other.status).toBe(403);
    expect(other.text).not.toContain('4242');
  });
});

describe('paymentMethod.create  POST /users/:userId/payment-methods', () => {
  test('a Stripe test token becomes the active card; the previous one turns inactive', async () => {
    const { agent, userId } = await freshUser(api, 'card');
    const path = `/api/v1/users/${userId}/payment-methods`;
    const body = { billingAgent: 'DONE', paymentProcessor: 'STRIPE', userId };
    const first = await agent.post(path, { ...body, creditCardToken: 'tok_amex' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      paymentMethodId: expect.any(Number),
      card: {
        cardType: 'American Express',
        lastFour: '0005',
        expiryMonth: 12,
        expiryYear: new Date().getFullYear() + 1,
      },
      status: 'ACTIVE',
      billingAgent: 'DONE',
    });
    const offline = await offlineToken('5555 5555 5555 4444');
    const second = await agent.post(path, { ...body, creditCardToken: offline.token, card: offline.card });
    expect(second.status).toBe(201);
    expect(second.body.card).toEqual({
      cardType: 'Mastercard',
      lastFour: '4444',
      expiryMonth: 4,
      expiryYear: 2034,
    });
    expect((await agent.get(`${path}?billingAgent=DONE`)).body.paymentMethodId).toBe(
      second.body.paymentMethodId,
    );
    const reactivated = await agent.put(`${path}/${first.body.paymentMethodId}`, {
      ...body,
      status: 'ACTIVE',
    });
    expect(reactivated.body.status).toBe('ACTIVE');
    expect((await agent.get(`${path}?billingAgent=DONE`)).body.card.lastFour).toBe('0005');
  });

  test('unknown, reused and declined tokens, and an offline token without its card, are 400', async () => {
    const { agent, userId } = await freshUser(api, 'bad-card');
    const path = `/api/v1/users/${userId}/payment-methods`;
    const body = { billingAgent: 'DONE', paymentProcessor: 'STRIPE' };
    expectFieldErrors(await agent.post(path, { ...body, creditCardToken: 'tok_1N3T00LkdIwHu7ixt44h1F8k' }), {
      creditCardToken: 'Unknown card token.',
    });
    expectFieldErrors(await agent.post(path, { ...body, creditCardToken: 'tok_chargeDeclined' }), {
      creditCardToken: 'Your card was declined.',
    });
    const offline = await offlineToken('4242424242424242');
    expectFieldErrors(await agent.post(path, { ...body, creditCardToken: offline.token }), { card: true });
    expect(
      (await agent.post(path, { ...body, creditCardToken: offline.token, card: offline.card })).status,
    ).toBe(201);
    expectFieldErrors(
      await agent.post(path, { ...body, creditCardToken: offline.token, card: offline.card }),
      {
        creditCardToken: 'This card token was already used.',
      },
    );
    expectFieldErrors(
      await agent.post(path, { ...body, paymentProcessor: 'PAYPAL_REST', creditCardToken: 'tok_visa' }),
      {
        paymentProcessor: true,
      },
    );
    expectFieldErrors(await agent.post(path, { billingAgent: 'DONE' }), {
      creditCardToken: true,
      paymentProcessor: true,
    });
  });

  test('a visitor is 401; another user and a curator are 403', async () => {
    const path = `/api/v1/users/${homeownerId}/payment-methods`;
    const body = { billingAgent: 'DONE', paymentProcessor: 'STRIPE', creditCardToken: 'tok_visa' };
    expect((await api.agent().post(path, body)).status).toBe(401);
    expect((await pro.post(path, body)).status).toBe(403);
    expect((await curator.post(path, body)).status).toBe(403);
  });
});

describe('paymentMethod.update  PUT /users/:userId/payment-methods/:paymentMethodId', () => {
  test('Remove Card: INACTIVE, after which there is no active card', async () => {
    const { agent, userId } = await freshUser(api, 'remove-card');
    const path = `/api/v1/users/${userId}/payment-methods`;
    const card = (
      await agent.post(path, {
        billingAgent: 'HEARTH',
        paymentProcessor: 'STRIPE',
        creditCardToken: 'tok_visa',
      })
    ).body;
    const removed = await agent.put(`${path}/${card.paymentMethodId}`, {
      status: 'INACTIVE',
      billingAgent: 'HEARTH',
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ...card, status: 'INACTIVE' });
    expect((await agent.get(`${path}?billingAgent=HEARTH`)).status).toBe(404);
  });

  test("another user's card id, or the wrong agent, is 404", async () => {
    const { agent, userId } = await freshUser(api, 'not-mine');
    const seeded = (await homeowner.get(`/api/v1/users/${homeownerId}/payment-methods?billingAgent=DONE`))
      .body;
    const body = { status: 'INACTIVE', billingAgent: 'DONE' };
    expect(
      (await agent.put(`/api/v1/users/${userId}/payment-methods/${seeded.paymentMethodId}`, body)).status,
    ).toBe(404);
    const wrongAgent = { ...body, billingAgent: 'SMITH' };
    const path = `/api/v1/users/${homeownerId}/payment-methods/${seeded.paymentMethodId}`;
    expect((await homeowner.put(path, wrongAgent)).status).toBe(404);
    expect(
      (await homeowner.get(`/api/v1/users/${homeownerId}/payment-methods?billingAgent=DONE`)).body.status,
    ).toBe('ACTIVE');
  });

  test('400 for a bad status, 401, 403 for another user and a curator', async () => {
    const path = `/api/v1/users/${homeownerId}/payment-methods/1`;
    expectFieldErrors(await homeowner.put(path, { status: 'GONE', billingAgent: 'DONE' }), { status: true });
    expect((await api.agent().put(path, { status: 'INACTIVE', billingAgent: 'DONE' })).status).toBe(401);
    expect((await pro.put(path, { status: 'INACTIVE', billingAgent: 'DONE' })).status).toBe(403);
    expect((await curator.put(path, { status: 'INACTIVE', billingAgent: 'DONE' })).status).toBe(403);
  });
});
