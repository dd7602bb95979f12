import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { experimentImpressions, experimentParticipations } from '../db/schema';
import { SEEDED_EXPERIMENTS } from '../db/seed/services';
import { startTestApi } from '../testing/harness';
import { pickVariant } from './experiments';

const api = await startTestApi();
afterAll(() => api.close());

const participate = (experiment: string, query: string) =>
  api.agent().get(`/api/v1/experiments/${encodeURIComponent(experiment)}/participate?${query}`);
const participation = (experiment: string, query: string) =>
  api.agent().get(`/api/v1/experiments/${encodeURIComponent(experiment)}/participation?${query}`);

const impressionsOf = async (clientId: string) =>
  (
    await api.database.db
      .select({ n: count() })
      .from(experimentImpressions)
      .where(eq(experimentImpressions.clientId, clientId))
  )[0]?.n;

describe('abTestParticipate.read', () => {
  test('the same client gets the same variant every time, and it is stored', async () => {
    const first = await participate(SEEDED_EXPERIMENTS.active, 'clientId=client-a&sessionId=s1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      experimentName: SEEDED_EXPERIMENTS.active,
      clientId: 'client-a',
      variant: expect.stringMatching(/^(control|variant)$/),
      participating: true,
    });
    for (let i = 0; i < 3; i++) {
      const again = await participate(SEEDED_EXPERIMENTS.active, `clientId=client-a&sessionId=s${i + 2}`);
      expect(again.body.variant).toBe(first.body.variant);
    }
    const [stored] = await api.database.db
      .select()
      .from(experimentParticipations)
      .where(eq(experimentParticipations.clientId, 'client-a'));
    expect(stored?.variant).toBe(first.body.variant);
  });

  test('clients are spread over both variants by the weights', async () => {
    const variants = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const response = await participate(SEEDED_EXPERIMENTS.active, `clientId=spread-${i}`);
      variants.add(response.body.variant);
    }
    expect([...variants].sort()).toEqual(['control', 'variant']);
  });

  test('an impression is recorded only when asked', async () => {
    await participate(SEEDED_EXPERIMENTS.active, 'clientId=impressed&sessionId=s1&recordImpression=false');
    expect(await impressionsOf('impressed')).toBe(0);
    await participate(SEEDED_EXPERIMENTS.active, 'clientId=impressed&sessionId=s1&recordImpression=true');
    await participate(SEEDED_EXPERIMENTS.active, 'clientId=impressed&sessionId=s2&recordImpression=true');
    expect(await impressionsOf('impressed')).toBe(2);
  });

  test("an unknown experiment gives 'control' and stores nothing", async () => {
    const response = await participate('no-such-experiment', 'clientId=client-b&recordImpression=true');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      experimentName: 'no-such-experiment',
      clientId: 'client-b',
      variant: 'control',
      participating: false,
    });
    expect(await impressionsOf('client-b')).toBe(0);
  });

  test("an inactive experiment gives 'control' to every client", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await participate(SEEDED_EXPERIMENTS.inactive, `clientId=inactive-${i}`);
      expect(response.body).toMatchObject({ variant: 'control', participating: false });
    }
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await participate(SEEDED_EXPERIMENTS.active, 'clientId=&recordImpression=maybe');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(
      expect.arrayContaining(['clientId', 'recordImpression']),
    );
  });
});

describe('abTestParticipation.read', () => {
  test('gives the stored variant of a participating client', async () => {
    const enrolled = await participate(SEEDED_EXPERIMENTS.active, 'clientId=client-c');
    const response = await participation(SEEDED_EXPERIMENTS.active, 'clientId=client-c');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      experimentName: SEEDED_EXPERIMENTS.active,
      clientId: 'client-c',
      variant: enrolled.body.variant,
      participating: true,
    });
  });

  test('without enrolling, gives the variant the client would get, stably', async () => {
    const first = await participation(SEEDED_EXPERIMENTS.active, 'clientId=client-d');
    const second = await participation(SEEDED_EXPERIMENTS.active, 'clientId=client-d');
    expect(first.body).toMatchObject({ participating: false });
    expect(second.body.variant).toBe(first.body.variant);
    expect(first.body.variant).toBe(
      pickVariant(SEEDED_EXPERIMENTS.active, 'client-d', [
        { name: 'control', weight: 50 },
        { name: 'variant', weight: 50 },
      ]),
    );
    const enrolled = await participate(SEEDED_EXPERIMENTS.active, 'clientId=client-d');
    expect(enrolled.body.variant).toBe(first.body.variant);
  });

  test("an unknown experiment gives 'control'", async () => {
    const response = await participation('nope', 'clientId=client-e');
    expect(response.body).toEqual({
      experimentName: 'nope',
      clientId: 'client-e',
      variant: 'control',
      participating: false,
    });
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await participation(SEEDED_EXPERIMENTS.active, '');
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty('clientId');
  });
});

describe('pickVariant', () => {
  test('follows the weights and ignores zero-weight variants', () => {
    const variants = [
      { name: 'control', weight: 0 },
      { name: 'only', weight: 1 },
    ];
    for (let i = 0; i < 20; i++) expect(pickVariant('x', `c${i}`, variants)).toBe('only');
    expect(pickVariant('x', 'c', [])).toBe('control');
  });
});
