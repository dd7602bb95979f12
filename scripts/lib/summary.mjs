// The end of a test run, shared by `npm test` and `npm run test:postgres`: what failed, one line
// each, then a table of the suites and the one summary line `N passed, N failed`; exits non-zero
// on any failure.
import { stripVTControlCharacters } from 'node:util';

/** @param {{ name: string, passed: number, failed: number, seconds: number, failures?: string[] }[]} results */
export function printSummaryAndExit(results) {
  // CI keeps only the end of the output: name what failed right above the summary.
  const failures = results.flatMap((suite) =>
    (suite.failures ?? []).map((failure) => `${suite.name}: ${failure}`),
  );
  if (failures.length > 0) {
    console.log('\nFailed:');
    // One line each (the first of the message, without terminal colours), so none crowds out the rest.
    for (const failure of failures.slice(0, 40)) {
      console.log(`- ${stripVTControlCharacters(failure).split('\n')[0].slice(0, 300)}`);
    }
  }

  const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
  const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
  const width = Math.max(5, ...results.map((suite) => suite.name.length)) + 1;
  console.log(`\n${'Suite'.padEnd(width)} passed  failed    time`);
  for (const suite of results) {
    console.log(
      `${suite.name.padEnd(width)} ${String(suite.passed).padStart(6)}  ${String(suite.failed).padStart(6)}  ${suite.seconds.toFixed(1).padStart(6)}s`,
    );
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
