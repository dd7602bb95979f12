/**
 * Builds a valid-looking value for a zod schema, so tests can call every contract resource without
 * a hand-written input each. Formats are honoured (uuid, email, ISO date-time); where a schema is
 * too specific (a regex), callers pass an override for that field.
 */
import type { z } from 'zod/mini';

const SAMPLE_UUID = '0b6f8f0e-6a9c-4c8e-9d3b-2f4e6a8b0c1d';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

type Check = { _zod: { def: { check?: string; format?: string } } };

/**
 * The string format a schema checks (uuid, email, datetime...), as classic zod's `.format` reads it:
 * a format schema is its own first check, and the last `string_format` check wins.
 */
function formatOf(schema: unknown): string | undefined {
  const zod = (
    schema as { _zod: { def: { checks?: Check[] }; traits: Set<string>; bag: { format?: string } } }
  )._zod;
  const checks = zod.def.checks ?? [];
  const list = zod.traits.has('$ZodCheck') ? [schema as Check, ...checks] : checks;
  let format: string | undefined;
  for (const check of list) if (check._zod.def.check === 'string_format') format = check._zod.def.format;
  return format ?? zod.bag.format;
}

export function sampleOf(schema: z.ZodMiniType, overrides: Record<string, unknown> = {}): unknown {
  return sample(schema, overrides, '');
}

function sample(schema: unknown, overrides: Record<string, unknown>, path: string): unknown {
  if (path && path in overrides) return overrides[path];
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(shape)) {
        const inner = defOf(value).type;
        const child = path ? `${path}.${key}` : key;
        if ((inner === 'optional' || inner === 'default') && !(child in overrides)) continue;
        out[key] = sample(value, overrides, child);
      }
      return out;
    }
    case 'string': {
      const format = formatOf(schema);
      if (format === 'uuid' || format === 'guid') return SAMPLE_UUID;
      if (format === 'email') return 'sample@hearth.test';
      if (format === 'datetime') return '2026-01-02T03:04:05.000Z';
      if (format === 'url') return 'https://hearth.test/x';
      return 'sample';
    }
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'array':
      return [sample(def.element, overrides, `${path}[]`)];
    case 'record':
      return {};
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return sample(def.innerType, overrides, path);
    case 'union':
      return sample((def.options as unknown[])[0], overrides, path);
    case 'pipe':
      return sample(def.in, overrides, path);
    case 'transform':
    case 'unknown':
    case 'any':
      return 'sample';
    case 'null':
      return null;
    case 'lazy':
      return sample((def.getter as () => unknown)(), overrides, path);
    default:
      throw new Error(`sampleOf: no sample for zod type "${def.type}" at "${path || '(root)'}"`);
  }
}
