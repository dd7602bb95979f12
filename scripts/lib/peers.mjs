// The bench's peer table: each peer's minimal sign-in app (fixtures/peers/<name>/) is copied into
// a scratch folder (.tools/peers/<name>, gitignored), installed from npm there (again only when
// its package.json changed), built with the same Vite, React and build settings as
// fixtures/size-app, and measured as fixtureBytes measures the size fixture: gzip (level 9) and
// brotli (quality 11) of every JS file the build emits.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { table } from './benchTable.mjs';
import { clerkSignInFiles } from './clerk.mjs';
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
 * Copies the peer's sources into `scratch`, installs them when the package.json (or .npmrc)
 * differs from the one installed last, and builds. Returns the dist folder, or throws with the
 * reason.
 */
export function buildPeer(source, scratchDir, { env = process.env, log = () => {} } = {}) {
  const scratch = path.resolve(scratchDir);
  const pkgText = readFileSync(path.join(source, 'package.json'), 'utf8');
  const problems = pinningProblems(JSON.parse(pkgText));
  if (problems.length) throw new Error(`package.json: ${problems.join('; ')}`);
  mkdirSync(scratch, { recursive: true });
  // What the install depends on: package.json and the npm settings beside it.
  const npmrc = path.join(source, '.npmrc');
  const inputs = `${pkgText}\n${existsSync(npmrc) ? readFileSync(npmrc, 'utf8') : ''}`;
  const stamp = path.join(scratch, 'node_modules', '.installed-package.json');
  const installed = existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs;
  // The scratch copy holds the peer's files and nothing else (a file deleted from the fixture goes
  // too), beside what npm and Vite write.
  const kept = new Set(['node_modules', 'dist', 'package-lock.json']);
  for (const entry of readdirSync(scratch)) {
    if (!kept.has(entry)) rmSync(path.join(scratch, entry), { recursive: true, force: true });
  }
  for (const entry of readdirSync(source)) {
    if (!kept.has(entry)) cpSync(path.join(source, entry), path.join(scratch, entry), { recursive: true });
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
    writeFileSync(stamp, inputs);
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

/**
 * Builds and measures every peer, and returns the bench's section (Markdown lines) with the
 * floor and Hearth's pages beside them, and the React hello build (for Lighthouse's control).
 * `floor` is fixtureBytes('floor'); `hearth` the reference app's pages as
 * { page, gzip, brotli, files }, /login first.
 */
export function peerSection({ root, floor, hearth, log = () => {} }) {
  const rows = [];
  let helloDist = null;
  for (const peer of PEERS) {
    const source = path.join(root, 'fixtures', 'peers', peer.name);
    const label = peerLabel(peer, JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')));
    try {
      const dist = buildPeer(source, path.join(root, '.tools', 'peers', peer.name), { log });
      if (peer.name === 'react-hello') helloDist = dist;
      const app = measureJs(path.join(dist, 'assets'));
      const row = {
        label,
        gzip: app.gzip,
        brotli: app.brotli,
        note: `its build's JS (${app.files.length} file)`,
      };
      if (peer.name === 'clerk') {
        const clerkDist = path.join(root, '.tools', 'peers', peer.name, 'node_modules/@clerk/clerk-js/dist');
        const files = clerkSignInFiles(clerkDist);
        const clerk = compressedBytes(clerkDist, files);
        const chunks = files.slice(1).map((file) => file.split('_clerk.browser_')[0]);
        Object.assign(row, {
          gzip: row.gzip + clerk.gzip,
          brotli: row.brotli + clerk.brotli,
          lowerBound: true,
          note: `its build's JS + clerk-js's clerk.browser.js and the chunks loaded with its sign-in (${chunks.join(', ')}): ${kb(clerk.gzip)} KB gz of it`,
        });
      }
      rows.push(row);
    } catch (error) {
      log(`${peer.name}: ${error.message}`);
      rows.push({ label, error: error.message });
    }
  }
  rows.push({
    label: "a bare login form on Hearth's stack, no Hearth code (fixtures/size-app/src/floor.tsx)",
    ...floor,
    note: 'its build\'s JS (fixtureBytes("floor"))',
  });
  for (const page of hearth) {
    rows.push({
      label: `Hearth ${page.path}`,
      gzip: page.gzip,
      brotli: page.brotli,
      bold: page.path === '/login',
      note: `the reference app's ${page.files} chunks the page loads (dist/pages.json)`,
    });
  }
  const login = hearth.find((page) => page.path === '/login')?.gzip;
  return {
    helloDist,
    lines: [
      '## Sign-in peers (JavaScript of a minimal sign-in page, built in this run)',
      '',
      table(['sign-in page', 'KB gzip', 'KB brotli', 'vs Hearth /login', 'counted'], peerRows(rows, login)),
      '',
      "Each peer is the app in fixtures/peers/<name> (its package.json pins every version), installed from npm into .tools/peers/<name> and built with Vite 8.3.8, @vitejs/plugin-react 6.3.0 and React 19.3.1 (forced by `overrides`) on fixtures/size-app's settings. The versions issue 36 names are pinned as named (clerk-react: the newest 5.61); the packages it names without a version (supabase-js, auth-ui-shared, better-auth, clerk-js: the 5.x its clerk-react loads) at their newest at the time of writing, all installing on Node 20. Counted as the size fixture is, gzip level 9 and brotli quality 11 of every JS file the build emits (1 KB = 1000 B). Clerk's clerk-js is loaded from a CDN at run time, out of reach here: its files come from the @clerk/clerk-js package instead (scripts/lib/clerk.mjs says which), and chunks it loads later are not counted (≥). CSS is not counted for anyone.",
    ],
  };
}

/** The React hello control's build alone (Lighthouse without the peer table): its dist, or null. */
export function buildHello({ root, log = () => {} }) {
  try {
    return buildPeer(
      path.join(root, 'fixtures/peers/react-hello'),
      path.join(root, '.tools/peers/react-hello'),
      {
        log,
      },
    );
  } catch (error) {
    log(`react-hello: ${error.message}`);
    return null;
  }
}
