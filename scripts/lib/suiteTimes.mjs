// The bench's `suites` part: the suite times `npm test` wrote to .reports/suites.json (by
// scripts/test.mjs), as a Markdown section that says when, on which commit and how loaded the
// machine was, and whether every suite ran (HEARTH_ONLY runs some).
import { table } from './benchTable.mjs';

/** The 12-minute target of issue 36 for the suites of `npm test`. */
export const SUITES_TARGET_SECONDS = 720;

/** The section's lines for a parsed suites.json, or for its absence (`null`). */
export function suiteTimesSection(report) {
  if (!report)
    return ['## Suite times', '', 'No `npm test` has run on this checkout yet (.reports/suites.json).', ''];
  const { startedAt, finishedAt, only, loadAverage, commit, results } = report;
  const total = results.reduce((sum, suite) => sum + suite.seconds, 0);
  const taken = [
    startedAt ? `started ${startedAt}` : null,
    `finished ${finishedAt}`,
    commit ? `at ${commit}` : null,
    loadAverage === undefined
      ? null
      : `load average ${loadAverage} at the start on ${report.cores ?? '?'} cores`,
  ].filter(Boolean);
  const scope = only
    ? `Only the suites matching HEARTH_ONLY=${only.join(',')} ran: not a full \`npm test\`, so the total is not comparable with the target.`
    : `All suites ran: ${total.toFixed(0)} s against the target of ${SUITES_TARGET_SECONDS} s (${total <= SUITES_TARGET_SECONDS ? 'met' : 'missed'}).`;
  return [
    '## Suite times (the last `npm test` on this checkout)',
    '',
    `Taken by that run, not by the bench: ${taken.join(', ')}. ${scope}`,
    '',
    table(
      ['suite', 'passed', 'failed', 'seconds'],
      [
        ...results.map((suite) => [suite.name, suite.passed, suite.failed, suite.seconds.toFixed(1)]),
        ['total', '', '', total.toFixed(1)],
      ],
    ),
    '',
  ];
}
