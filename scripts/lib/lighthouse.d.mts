export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}
export interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  cls: number;
  tbt: number;
  mainThread: number;
  runs: number[];
  speeds: number[];
}
export interface LighthousePage {
  name: string;
  url?: string;
  signedIn?: boolean;
  control?: boolean;
  floor?: boolean;
  tbtTarget?: number;
}
export function mainThreadMs(report: LighthouseReport): number;
export function summarizeRuns(reports: LighthouseReport[]): RunSummary;
export function lighthouseRow(
  page: LighthousePage,
  summary: RunSummary | null,
  failures: number,
  floor: RunSummary | null,
): (string | number)[];
export function lighthouseSection(options: {
  chromium: string;
  runs: number;
  helloDist: string | null;
  floorDist: string | null;
}): Promise<string[]>;
