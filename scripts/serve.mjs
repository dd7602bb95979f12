// Starts the API, which also serves the built reference app (apps/reference/dist) on one port.
// Used by `npm start` after the build, and by the end-to-end tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { binPath, ROOT } from './lib/bootstrap.mjs';

const api = path.join(ROOT, 'apps/api');
const child = spawn(
  path.join(api, 'node_modules/.bin/tsx'),
  ['--conditions=hearth-source', 'src/bin/server.ts'],
  { cwd: api, stdio: 'inherit', env: { ...process.env, PATH: binPath() } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
