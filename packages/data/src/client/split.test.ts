import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import type { ResourceDefinition } from '../contract/resource';
import { resources } from '../contract/resources';
import { idFieldOf, splitRuleFor, splitterFor, splitterOf } from './split';

describe('splitting a batched answer', () => {
  test('a record keyed by id: each caller gets the keys it asked for that are present', () => {
    const split = splitterFor(z.record(z.string(), z.nullable(z.number())), 'userIds');
    expect(split?.({ 1: 10, 2: null, 3: 30 }, [2, '3', 4])).toEqual({ 2: null, 3: 30 });
  });

  test('an array: items whose id field is one of the caller ids', () => {
    const items = z.array(z.object({ voicemailMessageId: z.string(), text: z.string() }));
    const split = splitterFor(items, 'messageIds');
    const merged = [
      { voicemailMessageId: 'a', text: '1' },
      { voicemailMessageId: 'b', text: '2' },
    ];
    expect(split?.(merged, ['b', 'c'])).toEqual([{ voicemailMessageId: 'b', text: '2' }]);
  });

  test('an object wrapping one collection keeps its other fields', () => {
    const split = splitterFor(
      z.optional(z.object({ total: z.number(), items: z.array(z.object({ companyId: z.number() })) })),
      'companyIds',
    );
    expect(split?.({ total: 2, items: [{ companyId: 1 }, { companyId: 2 }] }, [2])).toEqual({
      total: 2,
      items: [{ companyId: 2 }],
    });
  });

  test('shapes that cannot be split by id are not batched', () => {
    expect(splitterFor(z.object({ count: z.number() }), 'ids')).toBeUndefined();
    expect(splitterFor(z.array(z.object({ name: z.string() })), 'userIds')).toBeUndefined();
    expect(
      splitterFor(
        z.object({ a: z.array(z.object({ id: z.number() })), b: z.record(z.string(), z.number()) }),
        'ids',
      ),
    ).toBeUndefined();
  });

  test('the id field: the singular first, then id, then a field ending in the singular', () => {
    expect(idFieldOf(['canonicalCallId', 'id'], 'callIds')).toBe('id');
    expect(idFieldOf(['userId', 'id'], 'userIds')).toBe('userId');
    expect(idFieldOf(['voicemailMessageId'], 'messageIds')).toBe('voicemailMessageId');
    expect(idFieldOf(['name'], 'messageIds')).toBeUndefined();
  });

  test('every batched resource of the contract has an answer the client can split', () => {
    const batched = Object.values(resources).flatMap((kinds) =>
      (Object.values(kinds) as ResourceDefinition[]).filter((definition) => definition.batch),
    );
    expect(batched.length).toBeGreaterThan(0);
    const unsplittable = batched
      .filter((definition) => !splitterFor(definition.output, definition.batch?.ids ?? ''))
      .map((definition) => `${definition.name}.${definition.kind}`);
    expect(unsplittable).toEqual([]);
  });

  test('every batched resource declares the split its output schema gives (a client without the schemas splits the same way)', () => {
    const batched = Object.values(resources).flatMap((kinds) =>
      (Object.values(kinds) as ResourceDefinition[]).filter((definition) => definition.batch),
    );
    const differing = batched
      .filter(
        (definition) =>
          JSON.stringify(definition.batch?.split) !==
          JSON.stringify(splitRuleFor(definition.output, definition.batch?.ids ?? '')),
      )
      .map((definition) => `${definition.name}.${definition.kind}`);
    expect(differing).toEqual([]);
  });

  test('a declared rule splits as the schema would', () => {
    const split = splitterOf({ by: 'field', field: 'items', inner: { by: 'items', idField: 'companyId' } });
    expect(split({ total: 2, items: [{ companyId: 1 }, { companyId: 2 }] }, [2])).toEqual({
      total: 2,
      items: [{ companyId: 2 }],
    });
    expect(splitterOf({ by: 'record' })({ 1: 'a', 2: 'b' }, ['2'])).toEqual({ 2: 'b' });
  });
});
