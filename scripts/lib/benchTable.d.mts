export function table(headers: string[], rows: (string | number)[][]): string;
export function median(values: number[]): number;
export const BENCH_PARTS: string[];
export function benchParts(only: string | undefined): Set<string>;
