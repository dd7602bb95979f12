// `npm test` skips `pnpm -r run build` when nothing the build reads changed since the last
// successful one on this checkout: a key over the content of every file git sees (tracked or not,
// ignored files aside) except the ones no build reads, the lockfile among them, the Node version,
// the build year (the reference app prints it) and the VITE_ and NODE_ENV variables; and the
// outputs (every package's dist/ and apps/reference/dist/) still as that build left them.
// A fresh clone (CI) has no record, so it always builds. HEARTH_REBUILD=1 forces a build.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Folders and files that no package or app build reads (tests, docs, CI, the bench). */
const NOT_READ_BY_THE_BUILD = [
  /^e2e\//,
  /^test\//,
  /^bench\//,
  /^\.changeset\//,
  /^\.ci\//,
  /^\.github\//,
  /\.md$/,
  /\.mdx$/,
];
const OUTPUTS = [
  'packages/data/dist',
  'packages/machines/dist',
  'packages/rules/dist',
  'packages/ui/dist',
  'apps/reference/dist',
];

const recordPath = (root) => path.join(root, 'node_modules', '.cache', 'hearth-build.json');

/** The key of the build's inputs, or null when git cannot list the files (then always build). */
export function buildInputsKey(root, env = process.env) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) return null;
  const files = [...new Set(listed.stdout.split('\0').filter(Boolean))]
    .filter((file) => !NOT_READ_BY_THE_BUILD.some((pattern) => pattern.test(file)))
    .sort();
  const hash = createHash('sha256');
  const variables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(`${process.version}\n${new Date().getFullYear()}\n${variables.join('\n')}\n`);
  for (const file of files) {
    hash.update(
      `${file}\0${createHash('sha256')
        .update(contentOf(path.join(root, file)))
        .digest('hex')}\n`,
    );
  }
  return hash.digest('hex');
}

/**
 * What a listed path holds: a file's bytes, a symbolic link's target (a link to a folder, as
 * .tools may be, is listed as a file), a nested repository's folder as such, and a file git
 * still lists but that was deleted from the work tree as its absence.
 */
function contentOf(full) {
  if (!existsSync(full)) return '\0deleted';
  const stat = lstatSync(full);
  if (stat.isSymbolicLink()) return `\0link ${readlinkSync(full)}`;
  if (stat.isDirectory()) return '\0folder';
  return readFileSync(full);
}

/** Every output file with its size and modification time, as a build left them. */
function outputsFingerprint(root) {
  const lines = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = statSync(full);
        lines.push(`${path.relative(root, full)} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  for (const output of OUTPUTS) {
    const dir = path.join(root, output);
    if (!existsSync(dir)) return null;
    walk(dir);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/** Whether the last successful build had these inputs and its outputs are untouched since. */
export function buildIsCurrent(root, key) {
  if (!key || !existsSync(recordPath(root))) return false;
  const record = JSON.parse(readFileSync(recordPath(root), 'utf8'));
  return record.key === key && record.outputs === outputsFingerprint(root);
}

/** Records a successful build of these inputs. */
export function recordBuild(root, key) {
  if (!key) return;
  mkdirSync(path.dirname(recordPath(root)), { recursive: true });
  writeFileSync(recordPath(root), JSON.stringify({ key, outputs: outputsFingerprint(root) }));
}
