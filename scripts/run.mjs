// `node scripts/run.mjs <command> [args]`: installs what is missing, then runs a workspace binary.
import { ensureDependencies, run } from './lib/bootstrap.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run.mjs <command> [args...]');
  process.exit(2);
}
const pnpm = ensureDependencies();
run(command === 'pnpm' ? pnpm : command, args, {
  env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
});
