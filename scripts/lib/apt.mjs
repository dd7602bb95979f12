// Installs a Debian package when running as root on a machine with apt-get (CI, containers).
import { spawnSync } from 'node:child_process';
import { log } from './bootstrap.mjs';

/**
 * true once installed; false when this machine cannot install (not root, or no apt-get). A failed
 * apt-get stops the run, unless the package is `optional` (then it is false too).
 */
export function aptInstall(packageName, { optional = false } = {}) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  log(`installing Debian package ${packageName} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', packageName],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      log(`apt-get ${args.join(' ')} failed.`);
      if (optional) return false;
      process.exit(1);
    }
  }
  return true;
}
