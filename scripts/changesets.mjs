// `npm test`'s changeset check: fails when a published package changed with no changeset after
// the change (scripts/lib/changesets.mjs). `npm run changeset` writes one.
import { ROOT } from './lib/bootstrap.mjs';
import { changesWithoutChangeset } from './lib/changesets.mjs';

const problems = changesWithoutChangeset(ROOT);
if (problems.length > 0) {
  console.error(
    [
      'Published packages changed without a changeset:',
      ...problems.map((problem) => `  - ${problem}`),
      'Describe the change for the people who upgrade: npm run changeset',
    ].join('\n'),
  );
  process.exit(1);
}
console.log('Every change to a published package has a changeset.');
