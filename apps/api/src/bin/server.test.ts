import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('a DATABASE_URL that cannot be reached stops the start with one line naming it, and exit code 1', async () => {
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      execFile(
        path.join(apiRoot, 'node_modules/.bin/tsx'),
        ['--conditions=hearth-source', 'src/bin/server.ts'],
        {
          cwd: apiRoot,
          // Port 1 on this machine: nothing listens there, the connection is refused at once.
          env: { ...process.env, DATABASE_URL: 'postgres://hearth:s3cret@127.0.0.1:1/hearth', PORT: '0' },
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
      );
    },
  );
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(stderr.trim()).toBe(
    'Cannot reach the database at 127.0.0.1:1 (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:1.',
  );
});
