// Zero-dependency bootstrap shared by `npm start`, `npm test` and the other root scripts:
// it must run on a machine that has nothing but Node, so it only uses Node's standard library.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '12.21.0';
const TOOLS = path.join(ROOT, '.tools');
const LOCAL_PNPM = path.join(TOOLS, 'node_modules', '.bin', 'pnpm');

export function log(message) {
  process.stderr.write(`[hearth] ${message}\n`);
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    log(`Node ${process.versions.node} is too old: Hearth needs Node >= 20.19.`);
    process.exit(1);
  }
}

/** The pinned pnpm: one already on PATH at the right version, or installed into .tools/. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(LOCAL_PNPM) && versionOf(LOCAL_PNPM) === PNPM_VERSION) return LOCAL_PNPM;
  log(`installing pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(TOOLS, { recursive: true });
  writeFileSync(path.join(TOOLS, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_VERSION}`], {
    cwd: TOOLS,
    stdio: 'inherit',
  });
  return LOCAL_PNPM;
}

const STAMP = path.join(ROOT, 'node_modules', '.hearth-install-stamp');

function installIsCurrent() {
  if (!existsSync(STAMP)) return false;
  const lock = statSync(path.join(ROOT, 'pnpm-lock.yaml')).mtimeMs;
  return readFileSync(STAMP, 'utf8') === String(lock);
}

/** Dependencies from the frozen lockfile, skipped when nothing changed since the last install. */
export function ensureDependencies() {
  checkNode();
  const pnpm = ensurePnpm();
  if (!installIsCurrent()) {
    log('installing dependencies from pnpm-lock.yaml');
    run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
    writeFileSync(STAMP, String(statSync(path.join(ROOT, 'pnpm-lock.yaml')).mtimeMs));
  }
  return pnpm;
}

export function binPath() {
  return [path.join(ROOT, 'node_modules', '.bin'), path.dirname(LOCAL_PNPM), process.env.PATH].join(
    path.delimiter,
  );
}

/** Runs a command from the root with the workspace's binaries on PATH; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, PATH: binPath(), ...options.env },
  });
  if (result.status !== 0) {
    log(`command failed (${result.status ?? result.signal}): ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}
