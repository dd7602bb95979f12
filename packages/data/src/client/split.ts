/**
 * Splits the answer of a batched bulk read back into each caller's share. The contract's output
 * schema decides how: a record keyed by id gives each caller the keys it asked for; an array of
 * items gives each caller the items whose id field (see idFieldOf) is one of its ids; an object holding exactly
 * one such collection is split inside that field. Any other shape is not batched.
 */
import type { z } from 'zod/mini';
import type { SplitRule } from '../contract/resource';

export type { SplitRule };

export type Splitter = (merged: unknown, ids: readonly unknown[]) => unknown;

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  element?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly', 'catch', 'nonoptional', 'prefault']);

/** The schema under optional/nullable/default/pipe wrappers (the output side of a pipe). */
function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.out) current = def.out;
    else break;
  }
  return current;
}

/** `callIds` -> `callId`, `userIds` -> `userId`, `ids` -> `id`. */
export function singular(field: string): string {
  return field.endsWith('s') ? field.slice(0, -1) : field;
}

const key = (value: unknown) => String(value);

/**
 * The id field of an item: the singular of the ids field (`callIds` -> `callId`), else `id`, else
 * a field ending in it (`messageIds` -> `voicemailMessageId`).
 */
export function idFieldOf(fields: readonly string[], idsField: string): string | undefined {
  const one = singular(idsField);
  const suffix = one.charAt(0).toUpperCase() + one.slice(1);
  return (
    fields.find((f) => f === one) ?? fields.find((f) => f === 'id') ?? fields.find((f) => f.endsWith(suffix))
  );
}

function itemsRule(itemSchema: z.ZodMiniType, idsField: string): SplitRule | undefined {
  const shape = defOf(unwrap(itemSchema)).shape;
  const idField = shape ? idFieldOf(Object.keys(shape), idsField) : undefined;
  return idField ? { by: 'items', idField } : undefined;
}

/** The rule an output schema gives, or undefined when its shape cannot be split by id. */
export function splitRuleFor(output: z.ZodMiniType, idsField: string): SplitRule | undefined {
  const schema = unwrap(output);
  const def = defOf(schema);
  if (def.type === 'record') return { by: 'record' };
  if (def.type === 'array' && def.element) return itemsRule(def.element, idsField);
  if (def.type === 'object' && def.shape) {
    const collections = Object.entries(def.shape)
      .map(([field, fieldSchema]) => [field, splitRuleFor(fieldSchema, idsField)] as const)
      .filter((entry): entry is readonly [string, SplitRule] => entry[1] !== undefined);
    const [only] = collections;
    if (collections.length !== 1 || !only) return undefined;
    return { by: 'field', field: only[0], inner: only[1] };
  }
  return undefined;
}

/** The splitter a rule describes. */
export function splitterOf(rule: SplitRule): Splitter {
  switch (rule.by) {
    case 'record':
      return (merged, ids) => {
        const source = (merged ?? {}) as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const id of ids) {
          if (Object.hasOwn(source, key(id))) out[key(id)] = source[key(id)];
        }
        return out;
      };
    case 'items':
      return (merged, ids) => {
        const wanted = new Set(ids.map(key));
        return ((merged ?? []) as unknown[]).filter(
          (item) =>
            typeof item === 'object' &&
            item !== null &&
            wanted.has(key((item as Record<string, unknown>)[rule.idField])),
        );
      };
    case 'field': {
      const inner = splitterOf(rule.inner);
      return (merged, ids) => {
        const source = (merged ?? {}) as Record<string, unknown>;
        return { ...source, [rule.field]: inner(source[rule.field], ids) };
      };
    }
  }
}

/** The splitter for a bulk read's output, or undefined when its shape cannot be split by id. */
export function splitterFor(output: z.ZodMiniType, idsField: string): Splitter | undefined {
  const rule = splitRuleFor(output, idsField);
  return rule ? splitterOf(rule) : undefined;
}
