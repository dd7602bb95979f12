// Counts a Vitest JSON report test by test (`npm test`, `npm run test:postgres`): a file that
// failed before running any test (an import error) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function countVitestReport(report, ok, root) {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failedSuites = json.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed = json.numFailedTests + failedSuites;
  const failures = json.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) return [`${where}: ${file.message}`];
    return tests.map((test) => `${where} > ${test.fullName}: ${test.failureMessages[0] ?? ''}`);
  });
  return { passed: json.numPassedTests, failed: failed || (ok ? 0 : 1), failures };
}
