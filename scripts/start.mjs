// `npm start`: installs what is missing, builds the packages and the reference app, then starts
// the API serving the app on one port (default http://127.0.0.1:4000, PORT to change).
import { ensureDependencies, log, run } from './lib/bootstrap.mjs';

const pnpm = ensureDependencies();
log('building the packages and the reference app');
run(pnpm, ['-r', 'run', 'build']);
log('starting the API and the app');
await import('./serve.mjs');
