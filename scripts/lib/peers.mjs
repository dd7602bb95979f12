// The bench's peer table: each peer's minimal sign-in app (fixtures/peers/<name>/) is copied into
// a scratch folder (.tools/peers/<name>, gitignored), installed from npm there (again only when
// its package.json changed), built with the same Vite, React and build settings as
// fixtures/size-app, and measured as fixtureBytes measures the size fixture: gzip (level 9) and
// brotli (quality 11) of every JS file the build emits.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressedBytes } from './routeBytes.mjs';

/** The versions a peer's app must share with fixtures/size-app, so only the sign-in code differs. */
export const SHARED_VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
};

/**
 * The rows, in the table's order. `packages` are the packages the row's label names (their
 * pinned versions are read from the peer's package.json); `label` is how the issue names it.
 */
export const PEERS = [
  { name: 'react-hello', label: 'React hello (control)', packages: ['react'] },
  { name: 'hanko', label: 'Hanko Elements', packages: ['@teamhanko/hanko-elements'] },
  {
    name: 'supabase',
    label: 'Supabase Auth UI + supabase-js',
    packages: ['@supabase/auth-ui-react', '@supabase/auth-ui-shared', '@supabase/supabase-js'],
  },
  {
    name: 'better-auth-ui',
    label: 'Better Auth UI + better-auth',
    packages: ['@daveyplate/better-auth-ui', 'better-auth'],
  },
  { name: 'clerk', label: 'Clerk', packages: ['@clerk/clerk-react', '@clerk/clerk-js'] },
  { name: 'ory', label: 'Ory elements-react', packages: ['@ory/elements-react'] },
];

const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * Checks a peer's package.json pins every dependency to one exact version and shares
 * SHARED_VERSIONS (also through `overrides`, so a library that depends on another React gets
 * this one); returns the problems found, none when it is fit to measure.
 */
export function pinningProblems(pkg) {
  const problems = [];
  const all = { ...pkg.dependencies, ...pkg.devDependencies };
  for (const [name, version] of Object.entries(all)) {
    if (!EXACT.test(version)) problems.push(`${name}: "${version}" is not one exact version`);
  }
  for (const [name, version] of Object.entries(SHARED_VERSIONS)) {
    if (all[name] !== version) problems.push(`${name}: "${all[name]}" is not the size fixture's ${version}`);
  }
  for (const name of ['react', 'react-dom']) {
    if (pkg.overrides?.[name] !== SHARED_VERSIONS[name])
      problems.push(`overrides.${name}: must be ${SHARED_VERSIONS[name]} (one React in the bundle)`);
  }
  return problems;
}

/** "Hanko Elements (@teamhanko/hanko-elements 2.7.0)": the label with the pinned versions. */
export function peerLabel(peer, pkg) {
  const versions = peer.packages.map((name) => {
    const version = pkg.dependencies?.[name];
    return `${name} ${version ?? '?'}`;
  });
  return `${peer.label} (${versions.join(', ')})`;
}

/** Gzip and brotli bytes of every .js file under `dir` (recursively), and the files counted. */
export function measureJs(dir) {
  const files = listFiles(dir).filter((file) => file.endsWith('.js'));
  return { ...compressedBytes(dir, files), files };
}

function listFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    })
    .sort();
}

/**
 * Copies the peer's sources into `scratch`, installs them when the package.json differs from
 * the one installed last, and builds. Returns the dist folder, or throws with the reason.
 */
export function buildPeer(source, scratchDir, { env = process.env, log = () => {} } = {}) {
  const scratch = path.resolve(scratchDir);
  const pkgText = readFileSync(path.join(source, 'package.json'), 'utf8');
  const problems = pinningProblems(JSON.parse(pkgText));
  if (problems.length) throw new Error(`package.json: ${problems.join('; ')}`);
  mkdirSync(scratch, { recursive: true });
  const stamp = path.join(scratch, 'node_modules', '.installed-package.json');
  const installed = existsSync(stamp) && readFileSync(stamp, 'utf8') === pkgText;
  for (const entry of readdirSync(source)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    rmSync(path.join(scratch, entry), { recursive: true, force: true });
    cpSync(path.join(source, entry), path.join(scratch, entry), { recursive: true });
  }
  if (!installed) {
    log(`installing ${path.basename(source)} from npm into ${scratch}`);
    rmSync(path.join(scratch, 'node_modules'), { recursive: true, force: true });
    rmSync(path.join(scratch, 'package-lock.json'), { force: true });
    const result = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'],
      { cwd: scratch, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', env },
    );
    if (result.status !== 0)
      throw new Error(`npm install failed: ${result.error?.message ?? lastLine(result.stderr)}`);
    writeFileSync(stamp, pkgText);
  }
  const built = spawnSync(path.join(scratch, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: scratch,
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    env,
  });
  if (built.status !== 0)
    throw new Error(`vite build failed: ${built.error?.message ?? lastLine(built.stderr)}`);
  return path.join(scratch, 'dist');
}

function lastLine(text = '') {
  const lines = text.trim().split('\n').filter(Boolean);
  process.stderr.write(`${text}\n`);
  return (lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? 'no output').trim().slice(0, 300);
}

/** KB with one decimal, as the table gives them. */
export const kb = (bytes) => (bytes / 1000).toFixed(1);

/**
 * The peer table's rows: [page, KB gzip, KB brotli, vs Hearth login, how it is counted].
 * `rows` are { label, gzip, brotli, lowerBound?, note?, error? }, sorted by gzip here (rows not
 * measured last); `login` is Hearth /login's gzip bytes.
 */
export function peerRows(rows, login) {
  const measured = rows.filter((row) => !row.error).sort((a, b) => a.gzip - b.gzip);
  const failed = rows.filter((row) => row.error);
  return [
    ...measured.map((row) => {
      const at = row.lowerBound ? '≥ ' : '';
      return [
        row.bold ? `**${row.label}**` : row.label,
        `${at}${kb(row.gzip)}`,
        `${at}${kb(row.brotli)}`,
        login ? `${at}${(row.gzip / login).toFixed(2)}` : '-',
        row.note ?? '',
      ];
    }),
    ...failed.map((row) => [row.label, '-', '-', '-', `not measured: ${row.error}`]),
  ];
}
