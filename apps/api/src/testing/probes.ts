/** Hostile inputs from the security probe, shared by the probe tests and the probe benchmark. */

/** A query of `count` aliases of one cheap field, as the probe sent (20,000 of them, ~750 KB). */
export function aliasBomb(count: number, prefix = 'a'): string {
  const fields: string[] = [];
  for (let index = 0; index < count; index += 1)
    fields.push(`${prefix}${index}:oneTimeCodePolicy{codeLength}`);
  return `query{${fields.join(' ')}}`;
}
