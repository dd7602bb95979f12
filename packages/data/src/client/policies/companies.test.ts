/// <reference types="node" />
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { resources } from '../../contract/resources';
import { trackUserAction } from './analytics';
import { COMPANY_MESSAGES, DataPolicyError, fetchCompanyUser, fetchPublishedCompanies } from './companies';
import { ok, startPolicyKit } from './kit.test.util';

const kit = await startPolicyKit();
afterAll(() => kit.api.close());
beforeEach(() => {
  kit.api.requests.length = 0;
});

const document = (documentId: number, kind: 'ROOT' | 'ABOUT') => ({
  documentId,
  parentId: kind === 'ROOT' ? null : 1,
  kind,
  title: kind,
  body: '',
  publishedAt: '2025-01-01T00:00:00.000Z',
});
const published = (companyId: number, withRoot = true) => ({
  companyId,
  root: withRoot ? document(companyId * 10, 'ROOT') : null,
  documents: [document(companyId * 10 + 1, 'ABOUT')],
});
const company = (hearthCompanyId: number) => ({
  hearthCompanyId,
  name: `Co ${hearthCompanyId}`,
  seoUrl: 'co',
  users: [],
});

describe('company user', () => {
  test.each([undefined, null, 'abc', '', 1.5, -2, Number.NaN, [3]])(
    "%s -> 'companyId required', nothing sent",
    async (value) => {
      const error = await fetchCompanyUser(kit.client(), value).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataPolicyError);
      expect((error as Error).message).toBe('companyId required');
      expect(kit.api.requests).toHaveLength(0);
    },
  );

  test('asks with a one-item list and matches on hearthCompanyId (numeric text accepted)', async () => {
    kit.answer(resources.userCompanyService.read, {}, ok({ companies: [company(8), company(7)] }));
    expect(await fetchCompanyUser(kit.client(), '7')).toEqual(company(7));
    expect(kit.api.requests.at(-1)?.query.get('companyIds')).toBe('7');
  });
});

describe('published company documents', () => {
  test.each([undefined, 7, '7', [], ['7'], [7, 'x'], [1.5]])("%s -> 'companyIds required'", async (value) => {
    await expect(fetchPublishedCompanies(kit.client(), value)).rejects.toThrow(
      COMPANY_MESSAGES.companyIdsRequired,
    );
    expect(kit.api.requests).toHaveLength(0);
  });

  test("a company missing from the answer -> 'Different number of company documents returned'", async () => {
    kit.answer(resources.publishCompanyService.read, {}, ok({ documents: { 1: published(1) } }));
    await expect(fetchPublishedCompanies(kit.client(), [1, 2])).rejects.toThrow(
      'Different number of company documents returned',
    );
  });

  test("a company without a root -> 'missing root document'", async () => {
    kit.answer(
      resources.publishCompanyService.read,
      {},
      ok({ documents: { 1: published(1), 2: published(2, false) } }),
    );
    await expect(fetchPublishedCompanies(kit.client(), [1, 2])).rejects.toThrow('missing root document');
  });

  test('one document set per company, each with its root', async () => {
    kit.answer(
      resources.publishCompanyService.read,
      {},
      ok({ documents: { 1: published(1), 2: published(2) } }),
    );
    expect(await fetchPublishedCompanies(kit.client(), [2, 1, 2])).toEqual({
      1: published(1),
      2: published(2),
    });
  });
});

describe('BI user-action events', () => {
  const event = { actionType: 'click', uiElement: 'cta', eventUrl: '/x', requestUrl: '/x' } as const;

  test.each([
    [{ entity1Name: 'project' }, 'Entity 1'],
    [{ entity1Value: '5' }, 'Entity 1'],
    [{ entity1Name: 'a', entity1Value: 'b', entity2Value: 3 }, 'Entity 2'],
  ])('%o is refused before sending (%s needs both name and value)', async (entities, pair) => {
    await expect(trackUserAction(kit.client(), { ...event, ...entities })).rejects.toThrow(
      `${pair} needs both a name and a value.`,
    );
    expect(kit.api.requests).toHaveLength(0);
  });

  test('complete pairs are sent', async () => {
    kit.answer(resources.biUserAction.create, {}, ok({ eventId: 9, recorded: true }, 201));
    const result = await trackUserAction(kit.client(), { ...event, entity1Name: 'a', entity1Value: 'b' });
    expect(result).toEqual({ eventId: 9, recorded: true });
    expect(kit.api.hits('/api/v1/bi/user-actions')[0]?.json).toMatchObject({
      entity1Name: 'a',
      entity1Value: 'b',
    });
  });
});
