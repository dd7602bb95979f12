// Pure helpers of `npm run bench` (scripts/bench.mjs): its Markdown tables, medians and the
// BENCH_ONLY switch.

/** A Markdown table with padded columns (the layout the repository's formatter keeps). */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(cells[0]), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The bench's parts, in the order it runs them. */
export const BENCH_PARTS = ['bytes', 'peers', 'lighthouse', 'api', 'suites'];

/**
 * The parts `BENCH_ONLY` (comma-separated, e.g. "peers,lighthouse") selects: all when unset or
 * empty. Throws on a name that is no part, so a typo does not silently run nothing.
 */
export function benchParts(only) {
  const names = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return new Set(BENCH_PARTS);
  const unknown = names.filter((name) => !BENCH_PARTS.includes(name));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: no part ${unknown.join(', ')} (${BENCH_PARTS.join(', ')})`);
  return new Set(names);
}
