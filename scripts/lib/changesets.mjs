// Every change to a published package comes with a changeset. For each package: the last commit
// that changed what it publishes (its src, less tests, stories and fixtures) since its last
// release (the last change of its version) must be followed by a changeset naming it, added in
// that commit or a later one; an uncommitted change needs an uncommitted changeset. A merge is not
// a change of its own: the commits it brings are.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PUBLISHED = ['ui', 'machines', 'data'];

/** What a package publishes from `src`: the files its tarball holds, in git pathspec form. */
const publishedPaths = (name) => [
  `packages/${name}/src`,
  ...['*.test.*', '*.stories.*', '*.fixtures.*', '*.typetest.*', '**/testing/**'].map(
    (pattern) => `:(exclude,glob)packages/${name}/src/**/${pattern}`,
  ),
];

function git(cwd, args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** The packages a changeset file names in its front matter ('@hearth/ui': minor). */
export function packagesNamed(markdown) {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  return [...frontMatter.matchAll(/^\s*["']?@hearth\/([\w-]+)["']?\s*:\s*(patch|minor|major)\s*$/gm)].map(
    (match) => match[1],
  );
}

/** The changesets waiting for a release, with the commit that added each (null: not committed). */
function pendingChangesets(cwd) {
  const dir = path.join(cwd, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const relative = `.changeset/${file}`;
      const added = git(cwd, ['log', '--diff-filter=A', '--format=%H', '-1', '--', relative]) || null;
      const committed = added !== null && git(cwd, ['status', '--porcelain', '--', relative]) === '';
      return {
        file: relative,
        packages: packagesNamed(readFileSync(path.join(cwd, relative), 'utf8')),
        addedIn: committed ? added : null,
      };
    });
}

const isAncestor = (cwd, ancestor, commit) =>
  spawnSync('git', ['merge-base', '--is-ancestor', ancestor, commit], { cwd }).status === 0;

/** The packages changed without a changeset, each with the change that needs one. */
export function changesWithoutChangeset(cwd) {
  const changesets = pendingChangesets(cwd);
  const problems = [];
  for (const name of PUBLISHED) {
    const manifest = `packages/${name}/package.json`;
    const release = git(cwd, ['log', '-G"version"', '--format=%H', '-1', '--', manifest]);
    const range = release ? [`${release}..HEAD`] : ['HEAD'];
    const lastChange = git(cwd, [
      'log',
      '--no-merges',
      '--format=%H',
      '-1',
      ...range,
      '--',
      ...publishedPaths(name),
    ]);
    const uncommitted = git(cwd, ['status', '--porcelain', '--', ...publishedPaths(name)]) !== '';
    const naming = changesets.filter((changeset) => changeset.packages.includes(name));
    const covered = uncommitted
      ? naming.some((changeset) => changeset.addedIn === null)
      : !lastChange ||
        naming.some(
          (changeset) => changeset.addedIn === null || isAncestor(cwd, lastChange, changeset.addedIn),
        );
    if (!covered) {
      const change = uncommitted ? 'uncommitted changes' : `commit ${lastChange.slice(0, 7)}`;
      problems.push(`@hearth/${name}: ${change} to what it publishes has no changeset after it`);
    }
  }
  return problems;
}
