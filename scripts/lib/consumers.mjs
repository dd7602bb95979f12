// The consumer apps of fixtures/consumers, set up as a stranger would: the three published
// packages packed with `pnpm pack`, each app copied outside the workspace (so nothing resolves
// through the workspace's node_modules) and installed with npm from those tarballs, then built.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { binPath, log, ROOT } from './bootstrap.mjs';

export const CONSUMERS_DIR = process.env.HEARTH_CONSUMERS_DIR ?? path.join(tmpdir(), 'hearth-consumers');
export const PACKS_DIR = path.join(CONSUMERS_DIR, 'packs');
export const PUBLISHED = ['ui', 'machines', 'data', 'rules'];
const FIXTURES = path.join(ROOT, 'fixtures/consumers');

/** Runs a command; returns an error message instead of throwing, so a suite can count it. */
function step(command, args, cwd, { quiet = false } = {}) {
  process.stdout.write(`\n$ (${cwd}) ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, PATH: binPath(), NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status === 0) return null;
  if (quiet) process.stdout.write(`${result.stdout}${result.stderr}`);
  return `${command} ${args.join(' ')} failed in ${cwd} (${result.status ?? result.signal})`;
}

/** `pnpm pack` of each published package into packs/hearth-<name>.tgz, as the registry would get it. */
export function packPackages(pnpm) {
  rmSync(PACKS_DIR, { recursive: true, force: true });
  mkdirSync(PACKS_DIR, { recursive: true });
  for (const name of PUBLISHED) {
    const dir = path.join(ROOT, 'packages', name);
    const error = step(pnpm, ['pack', '--pack-destination', PACKS_DIR], dir, { quiet: true });
    if (error) return error;
    const packed = readdirSync(PACKS_DIR).find(
      (file) => file.startsWith(`hearth-${name}-`) && file.endsWith('.tgz'),
    );
    if (!packed) return `pnpm pack wrote no tarball for @hearth/${name}`;
    renameSync(path.join(PACKS_DIR, packed), path.join(PACKS_DIR, `hearth-${name}.tgz`));
  }
  return null;
}

/** The consumer apps, by folder name. */
export const consumerApps = () =>
  readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

export const consumerDir = (app) => path.join(CONSUMERS_DIR, app);

/**
 * Copies the app next to the tarballs and installs it with npm. The app's installed packages
 * stay between runs (the npm cache makes a cold install quick too); the @hearth packages are
 * removed first, so the fresh tarballs always replace them.
 */
export function installConsumer(app) {
  const dir = consumerDir(app);
  mkdirSync(dir, { recursive: true });
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (entry !== 'node_modules') rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  rmSync(path.join(dir, 'node_modules/@hearth'), { recursive: true, force: true });
  cpSync(path.join(FIXTURES, app), dir, {
    recursive: true,
    filter: (source) => !source.includes('node_modules'),
  });
  return step('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], dir);
}

/** Runs one of the app's package scripts (typecheck, build...) when it has it. */
export function runConsumerScript(app, script) {
  const { scripts = {} } = JSON.parse(readFileSync(path.join(FIXTURES, app, 'package.json'), 'utf8'));
  return script in scripts ? step('npm', ['run', '--silent', script], consumerDir(app)) : null;
}

/** Packs, installs and builds every consumer app; the errors met, if any. */
export function prepareConsumers(pnpm) {
  const packError = packPackages(pnpm);
  if (packError) return [packError];
  const errors = [];
  for (const app of consumerApps()) {
    log(`consumer app: ${app}`);
    const error =
      installConsumer(app) ?? runConsumerScript(app, 'typecheck') ?? runConsumerScript(app, 'build');
    if (error) errors.push(error);
  }
  return errors;
}
