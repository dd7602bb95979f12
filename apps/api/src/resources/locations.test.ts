import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { expectFieldErrors, freshUser, startAccountTestApi } from '../domain/account/testSupport';

const api = await startAccountTestApi();
afterAll(() => api.close());

const homeownerId = await api.userId('homeowner');
const proId = await api.userId('pro');
const homeowner = await api.login('homeowner');
const curator = await api.login('curator');
const pro = await api.login('pro');

const seededLinks = (await homeowner.get(`/api/v1/users/${homeownerId}/locations`)).body as {
  userLocationId: number;
  locationId: number;
  primary: boolean;
}[];
const homeLocationId = seededLinks.find((link) => link.primary)?.locationId as number;

const address = {
  streetLine1: '400 Broad St',
  streetLine2: '',
  countrySubdivision: 'US_WA',
  city: 'Seattle',
  postalCode: '98109',
};

describe('locationAddress.create  POST /locations/addresses', () => {
  test('creates a location; a known address is placed exactly, its address reads back', async () => {
    const created = await pro.post('/api/v1/locations/addresses', address);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const read = await pro.get(`/api/v1/locations/${created.body.id}/address`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: created.body.id,
      streetLine1: '400 Broad St',
      streetLine2: '',
      city: 'Seattle',
      postalCode: '98109',
      countrySubdivision: 'US_WA',
      geoPoint: { latitude: 47.6205, longitude: -122.3493 },
    });
  });

  test('an address the geocoder does not know is placed at its postal code (verification bypassed by default)', async () => {
    const created = await pro.post('/api/v1/locations/addresses', {
      ...address,
      streetLine1: '12 Nowhere Ln',
    });
    expect(created.status).toBe(201);
    const read = await pro.get(`/api/v1/locations/${created.body.id}/address`);
    expect(read.body.geoPoint).toEqual({ latitude: 47.6205, longitude: -122.3493 });
    const verified = await pro.post('/api/v1/locations/addresses', {
      ...address,
      streetLine1: '12 Nowhere Ln',
      bypassAddressVerification: false,
    });
    expectFieldErrors(verified, { streetLine1: 'Please enter a valid address.' });
  });

  test('bad addresses answer 400 with the spec messages', async () => {
    const response = await pro.post('/api/v1/locations/addresses', {
      streetLine1: ' ',
      countrySubdivision: 'US_ZZ',
      city: '',
      postalCode: '9810',
    });
    expectFieldErrors(response, {
      streetLine1: 'Street Address is required',
      city: 'City is required',
      postalCode: 'ZIP code is invalid',
      countrySubdivision: true,
    });
    const wrongState = await pro.post('/api/v1/locations/addresses', {
      ...address,
      countrySubdivision: 'US_TX',
    });
    expectFieldErrors(wrongState, { postalCode: 'ZIP code is invalid' });
    expect(wrongState.body.message).toBe('Please enter a valid address.');
  });

  test('a visitor is 401', async () => {
    expect((await api.agent().post('/api/v1/locations/addresses', address)).status).toBe(401);
  });
});

describe('locationService.read  GET /locations', () => {
  test("the caller's own locations, in the order asked; others' are left out", async () => {
    const other = (await pro.post('/api/v1/locations/addresses', address)).body.id;
    const response = await homeowner.get(`/api/v1/locations?locationIds=${homeLocationId},${other},999999`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        locationId: homeLocationId,
        cityName: 'Austin',
        provinceCode: 'TX',
        postalCode: '78701',
        formattedAddress: '1100 Congress Ave, Unit 4, Austin, TX 78701',
        bypassAddressVerification: true,
      },
    ]);
    const asCurator = await curator.get(`/api/v1/locations?locationIds=${homeLocationId},${other}`);
    expect(asCurator.body.map((location: { locationId: number }) => location.locationId)).toEqual([
      homeLocationId,
      other,
    ]);
  });

  test('400 for bad ids, 401 for a visitor', async () => {
    expectFieldErrors(await homeowner.get('/api/v1/locations?locationIds=a,b'), { 'locationIds.0': true });
    expect((await api.agent().get(`/api/v1/locations?locationIds=${homeLocationId}`)).status).toBe(401);
  });
});

describe('locationAddressByIdService.read and managedPostalCodeByLocationIdService.read', () => {
  test("another user's location is 404 (treated as missing); a curator reads it", async () => {
    const response = await pro.get(`/api/v1/locations/${homeLocationId}/address`);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('Congress');
    expect((await pro.get(`/api/v1/locations/${homeLocationId}/managed-postal-code`)).status).toBe(404);
    expect((await curator.get(`/api/v1/locations/${homeLocationId}/address`)).body.streetLine1).toBe(
      '1100 Congress Ave',
    );
  });

  test('the managed postal code of a location', async () => {
    const austin = await homeowner.get(`/api/v1/locations/${homeLocationId}/managed-postal-code`);
    expect(austin.status).toBe(200);
    expect(austin.body).toEqual({
      locationId: homeLocationId,
      postalCode: '78701',
      managed: true,
      marketName: 'Austin',
    });
    const seattle = (await pro.post('/api/v1/locations/addresses', address)).body.id;
    expect((await pro.get(`/api/v1/locations/${seattle}/managed-postal-code`)).body).toEqual({
      locationId: seattle,
      postalCode: '98109',
      managed: false,
      marketName: null,
    });
  });

  test('400 for a bad id, 401 for a visitor', async () => {
    expectFieldErrors(await homeowner.get('/api/v1/locations/abc/address'), { locationId: true });
    expectFieldErrors(await homeowner.get('/api/v1/locations/-1/managed-postal-code'), { locationId: true });
    expect((await api.agent().get(`/api/v1/locations/${homeLocationId}/address`)).status).toBe(401);
    expect((await api.agent().get(`/api/v1/locations/${homeLocationId}/managed-postal-code`)).status).toBe(
      401,
    );
  });
});

describe('resolvePostalCodesService.read  GET /postal-codes (public)', () => {
  test('resolves known codes (ZIP+4 by its first five digits) and leaves unknown ones out', async () => {
    const response = await api.agent().get('/api/v1/postal-codes?postalCodes=78701,90012-1234,00501');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        postalCode: '78701',
        cityName: 'Austin',
        provinceCode: 'TX',
        formattedAddress: 'Austin, TX 78701',
        geoPoint: { latitude: 30.2747, longitude: -97.7404 },
      },
      expect.objectContaining({ postalCode: '90012-1234', cityName: 'Los Angeles', provinceCode: 'CA' }),
    ]);
  });

  test('a malformed code is 400', async () => {
    expectFieldErrors(await api.agent().get('/api/v1/postal-codes?postalCodes=ABCDE'), {
      'postalCodes.0': 'ZIP code is invalid',
    });
  });
});

describe('userLocation  /users/:userId/locations', () => {
  test('read lists the links, primary first', async () => {
    expect(seededLinks).toEqual([
      { userLocationId: expect.any(Number), userId: homeownerId, locationId: homeLocationId, primary: true },
      {
        userLocationId: expect.any(Number),
        userId: homeownerId,
        locationId: expect.any(Number),
        primary: false,
      },
    ]);
  });

  test('the profile address save: create, link as primary, unlink the old one, read the address', async () => {
    const { agent, userId } = await freshUser(api, 'mover');
    const first = (await agent.post('/api/v1/locations/addresses', address)).body.id;
    const oldLink = await agent.post(`/api/v1/users/${userId}/locations`, {
      locationId: first,
      primary: true,
    });
    expect(oldLink.status).toBe(201);
    const next = (
      await agent.post('/api/v1/locations/addresses', {
        streetLine1: '85 Pike St',
        streetLine2: 'Apt 2',
        countrySubdivision: 'US_WA',
        city: 'Seattle',
        postalCode: '98101',
      })
    ).body.id;
    const link = await agent.post(`/api/v1/users/${userId}/locations`, {
      userId,
      locationId: next,
      primary: true,
    });
    expect(link.status).toBe(201);
    expect(link.body).toEqual({
      userLocationId: expect.any(Number),
      userId,
      locationId: next,
      primary: true,
    });
    const links = (await agent.get(`/api/v1/users/${userId}/locations`)).body;
    expect(links.map((row: { primary: boolean }) => row.primary)).toEqual([true, false]);
    const removed = await agent.delete(`/api/v1/users/${userId}/locations/${oldLink.body.userLocationId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ userLocationId: oldLink.body.userLocationId, deleted: true });
    expect((await agent.get(`/api/v1/users/${userId}/address`)).body).toEqual({
      street1: '85 Pike St',
      street2: 'Apt 2',
      city: 'Seattle',
      province: 'WA',
      postalCode: '98101',
      userLocationId: link.body.userLocationId,
      userId,
    });
  });

  test('a failure while linking leaves the previous primary in place (one transaction)', async () => {
    const { agent, userId } = await freshUser(api, 'atomic');
    const first = (await agent.post('/api/v1/locations/addresses', address)).body.id;
    await agent.post(`/api/v1/users/${userId}/locations`, { locationId: first, primary: true });
    const second = (await agent.post('/api/v1/locations/addresses', address)).body.id;
    await api.database.db.execute(sql`
      create function refuse_user_location() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await api.database.db.execute(sql`
      create trigger refuse_user_location before insert on user_locations
        for each row execute function refuse_user_location()`);
    try {
      const response = await agent.post(`/api/v1/users/${userId}/locations`, {
        locationId: second,
        primary: true,
      });
      expect(response.status).toBe(500);
    } finally {
      await api.database.db.execute(sql`drop trigger refuse_user_location on user_locations`);
      await api.database.db.execute(sql`drop function refuse_user_location()`);
    }
    expect((await agent.get(`/api/v1/users/${userId}/locations`)).body).toEqual([
      expect.objectContaining({ locationId: first, primary: true }),
    ]);
  });

  test("linking a location the user may not see is 404; unlinking another user's link is 404", async () => {
    const response = await pro.post(`/api/v1/users/${proId}/locations`, {
      locationId: homeLocationId,
      primary: true,
    });
    expect(response.status).toBe(404);
    const seeded = seededLinks[0]?.userLocationId;
    expect((await pro.delete(`/api/v1/users/${proId}/locations/${seeded}`)).status).toBe(404);
    expect((await homeowner.get(`/api/v1/users/${homeownerId}/locations`)).body).toHaveLength(2);
  });

  test('400 for bad input, 401 for a visitor, 403 for another user and for curator writes', async () => {
    const path = `/api/v1/users/${homeownerId}/locations`;
    expectFieldErrors(await homeowner.post(path, { locationId: 'x' }), { locationId: true });
    expectFieldErrors(await homeowner.delete(`${path}/abc`), { userLocationId: true });
    expect((await api.agent().get(path)).status).toBe(401);
    expect((await api.agent().post(path, { locationId: 1 })).status).toBe(401);
    expect((await api.agent().delete(`${path}/1`)).status).toBe(401);
    expect((await pro.get(path)).status).toBe(403);
    expect((await pro.post(path, { locationId: homeLocationId })).status).toBe(403);
    expect((await pro.delete(`${path}/${seededLinks[0]?.userLocationId}`)).status).toBe(403);
    expect((await curator.get(path)).status).toBe(200);
    expect((await curator.post(path, { locationId: homeLocationId })).status).toBe(403);
    expect((await curator.delete(`${path}/${seededLinks[0]?.userLocationId}`)).status).toBe(403);
  });
});

describe('relocationsByUserId.read  GET /users/:userId/relocations', () => {
  test("the user's move", async () => {
    const response = await homeowner.get(`/api/v1/users/${homeownerId}/relocations`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        relocationId: expect.any(Number),
        userId: homeownerId,
        fromLocationId: seededLinks[1]?.locationId,
        toLocationId: homeLocationId,
        moveDate: '2025-06-01',
      },
    ]);
  });

  test('400, 401, 403; a curator reads', async () => {
    expectFieldErrors(await homeowner.get('/api/v1/users/1.5/relocations'), { userId: true });
    expect((await api.agent().get(`/api/v1/users/${homeownerId}/relocations`)).status).toBe(401);
    expect((await pro.get(`/api/v1/users/${homeownerId}/relocations`)).status).toBe(403);
    expect((await curator.get(`/api/v1/users/${homeownerId}/relocations`)).status).toBe(200);
  });
});
