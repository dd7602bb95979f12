import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ApiConfig = {
  host: string;
  port: number;
  /** The built reference app served at `/`; nothing is served there when the folder is missing. */
  staticDir: string;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    staticDir: env.HEARTH_STATIC_DIR ?? path.join(repoRoot, 'apps/reference/dist'),
  };
}
