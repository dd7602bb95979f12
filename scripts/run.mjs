// `node scripts/run.mjs <command> [args]`: installs what is missing, then runs a workspace binary.
import { ensureDependencies, run } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run.mjs <command> [args...]');
  process.exit(2);
}
const pnpm = ensureDependencies();
const browserEnv = command === 'vitest' ? { CHROMIUM_PATH: ensureChromium() } : {};
run(command === 'pnpm' ? pnpm : command, args, {
  env: { STORYBOOK_DISABLE_TELEMETRY: '1', ...browserEnv },
});
