/**
 * Query strings for GET and DELETE inputs, in the form the contract's field helpers parse
 * (`int()`, `bool()`, `idList()`...): arrays comma-joined, numbers and booleans as text,
 * dates as ISO text, undefined and null left out.
 */

function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

export function queryParams(input: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.map(text).join(',') : text(value));
  }
  return params;
}

/** `?a=1&b=x,y`, or '' when there is nothing to send. */
export function encodeQuery(input: Readonly<Record<string, unknown>>): string {
  const encoded = queryParams(input).toString();
  return encoded ? `?${encoded}` : '';
}

/** A stable text form of a value (object keys sorted): equal inputs give equal keys. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableKey(item)}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}
