// `npm run dev`: the API (restarting on change) on API_PORT (default 4001) and the reference
// app's Vite dev server (hot reload, proxying API paths) on PORT (default 4000).
import { spawn } from 'node:child_process';
import { binPath, ensureDependencies, ROOT } from './lib/bootstrap.mjs';

const pnpm = ensureDependencies();
const apiPort = process.env.API_PORT ?? '4001';
const env = { ...process.env, PATH: binPath(), API_PORT: apiPort };
const children = [
  spawn(pnpm, ['--filter', '@hearth/api', 'run', 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn(pnpm, ['--filter', '@hearth/reference', 'run', 'dev'], { cwd: ROOT, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
