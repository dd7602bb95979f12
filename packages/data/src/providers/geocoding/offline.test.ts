import { describe, expect, test } from 'vitest';
import { OFFLINE_ADDRESSES, offlineAddressProvider } from './offline';

const provider = offlineAddressProvider();
const streets = async (query: string, proximity?: { latitude: number; longitude: number }) =>
  (await provider.suggestAddresses(query, proximity ? { proximity } : {})).map(
    (s) => `${s.street1}, ${s.city}`,
  );

describe('offlineAddressProvider', () => {
  test('has about 30 US addresses across several cities, all with a 5-digit ZIP and state code', () => {
    expect(OFFLINE_ADDRESSES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(OFFLINE_ADDRESSES.map((a) => a.city)).size).toBeGreaterThanOrEqual(5);
    for (const a of OFFLINE_ADDRESSES) {
      expect(a.postalCode).toMatch(/^\d{5}$/);
      expect(a.province).toMatch(/^[A-Z]{2}$/);
    }
  });

  test('returns full suggestions', async () => {
    expect(await provider.suggestAddresses('1100 Congress')).toEqual([
      {
        text: '1100 Congress Ave, Austin, TX 78701',
        placeId: 'offline.78701.1100-congress-ave',
        value: '1100 Congress Ave',
        street1: '1100 Congress Ave',
        city: 'Austin',
        province: 'TX',
        postalCode: '78701',
        country: 'US',
      },
    ]);
  });

  test('the last word matches as a prefix (still typing)', async () => {
    expect(await streets('1100 Cong')).toEqual(['1100 Congress Ave, Austin']);
    expect(await streets('233 s wac')).toEqual(['233 S Wacker Dr, Chicago']);
  });

  test('street suffixes, directions and state names are folded', async () => {
    expect(await streets('1100 Congress Avenue')).toEqual(['1100 Congress Ave, Austin']);
    expect(await streets('233 South Wacker Drive')).toEqual(['233 S Wacker Dr, Chicago']);
    expect(await streets('85 pike street washington')).toEqual(['85 Pike St, Seattle']);
  });

  test('tolerates one typo in longer words', async () => {
    expect(await streets('1100 Congres Ave')).toEqual(['1100 Congress Ave, Austin']);
    expect(await streets('875 Michagan')).toEqual(['875 N Michigan Ave, Chicago']);
  });

  test('words may match city, state or ZIP too', async () => {
    expect(await streets('main boston')).toEqual(['100 Main St, Boston']);
    expect(await streets('main 98104')).toEqual(['500 Main St, Seattle']);
  });

  test('at most 5 results; proximity decides ties', async () => {
    const all = await streets('st');
    expect(all).toHaveLength(5);
    const nearSeattle = await streets('main st', { latitude: 47.6, longitude: -122.33 });
    expect(nearSeattle[0]).toBe('500 Main St, Seattle');
    const nearBoston = await streets('main st', { latitude: 42.36, longitude: -71.06 });
    expect(nearBoston[0]).toBe('100 Main St, Boston');
  });

  test('no match and blank queries give an empty list', async () => {
    expect(await streets('zzzz qqqq')).toEqual([]);
    expect(await streets('   ')).toEqual([]);
    expect(await streets('#!,')).toEqual([]);
  });

  test('an aborted lookup rejects; simulated delay honours the signal', async () => {
    await expect(provider.suggestAddresses('main', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
    const slow = offlineAddressProvider({ delayMs: 1000 });
    const controller = new AbortController();
    const pending = slow.suggestAddresses('main', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(await offlineAddressProvider({ delayMs: 5 }).suggestAddresses('4 jersey')).toHaveLength(1);
  });
});
