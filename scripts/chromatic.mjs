// `npm run chromatic`: publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
// Visual regression itself runs locally inside `npm test`; Chromatic is optional.
import { ensureDependencies, log, run } from './lib/bootstrap.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  log('Chromatic is not configured: set CHROMATIC_PROJECT_TOKEN to publish Storybook. Nothing to do.');
  process.exit(0);
}
ensureDependencies();
run('chromatic', ['--exit-zero-on-changes', '--build-script-name', 'build-storybook']);
