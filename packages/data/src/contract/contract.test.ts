import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { fillPath, pathParams, type ResourceDefinition, resource } from './resource';
import { resourceGroups, resources } from './resources';

const all = Object.values(resources).flatMap((kinds) => Object.values(kinds) as ResourceDefinition[]);

describe('the resource contract', () => {
  test('every resource name belongs to exactly one group (a duplicate would silently replace another)', () => {
    const seen = new Map<string, string>();
    for (const [group, entries] of Object.entries(resourceGroups)) {
      for (const name of Object.keys(entries)) {
        expect(seen.get(name), `${name} is in ${group} and ${seen.get(name)}`).toBeUndefined();
        seen.set(name, group);
      }
    }
    expect(seen.size).toBe(Object.keys(resources).length);
  });

  test('no two resources share a method and path', () => {
    const routes = all.map((definition) => `${definition.method} ${definition.path.replace(/:[^/]+/g, ':')}`);
    expect(routes.length).toBe(new Set(routes).size);
  });

  test.each(all.map((definition) => [`${definition.name}.${definition.kind}`, definition] as const))(
    '%s: path parameters are input fields, names and kinds match',
    (_label, definition) => {
      expect(definition.path.startsWith('/')).toBe(true);
      expect(definition.input).toBeInstanceOf(z.ZodMiniObject);
      const shape = (definition.input as z.ZodMiniObject).shape;
      for (const param of pathParams(definition.path)) expect(Object.keys(shape)).toContain(param);
      expect(resources[definition.name as keyof typeof resources]).toHaveProperty(
        definition.kind,
        definition,
      );
      if (definition.batch) expect(Object.keys(shape)).toContain(definition.batch.ids);
      if (definition.access.type === 'owner') expect(Object.keys(shape)).toContain(definition.access.owner);
    },
  );

  test('a schema is built when first read, once, and reads as a plain property after', () => {
    let built = 0;
    const definition = resource('lazyWidget', {
      read: {
        path: '/lazy-widgets',
        input: () => {
          built += 1;
          return z.object({ name: z.string() });
        },
        output: () => z.object({ ok: z.boolean() }),
        access: { type: 'public' },
      },
    }).read;
    expect(built).toBe(0);
    const first = definition.input;
    expect(definition.input).toBe(first);
    expect(built).toBe(1);
    expect(Object.getOwnPropertyDescriptor(definition, 'input')).toMatchObject({ value: first });
    expect(definition.input.safeParse({ name: 'x' }).success).toBe(true);
    expect({ ...definition }).toMatchObject({
      name: 'lazyWidget',
      kind: 'read',
      method: 'GET',
      input: first,
    });
  });

  test('fillPath fills and encodes parameters and returns the rest', () => {
    expect(fillPath('/users/:userId/phones', { userId: 5, phoneNumber: 'x' })).toEqual({
      path: '/users/5/phones',
      rest: { phoneNumber: 'x' },
    });
    expect(fillPath('/x/:id', { id: 'a/b' }).path).toBe('/x/a%2Fb');
    expect(() => fillPath('/x/:id', {})).toThrow('Missing path parameter "id"');
  });
});
