export const SUITES_TARGET_SECONDS: number;
export function suiteTimesSection(
  report: {
    startedAt?: string;
    finishedAt: string;
    only?: string[] | null;
    loadAverage?: number;
    cores?: number;
    commit?: string;
    results: Array<{ name: string; passed: number; failed: number; seconds: number }>;
  } | null,
): string[];
