import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where scripts/lib/consumers.mjs installed the consumer apps from the packed tarballs. */
export const consumersDir = process.env.HEARTH_CONSUMERS_DIR ?? path.join(tmpdir(), 'hearth-consumers');
export const appDir = (app: 'next-app' | 'vite-app') => path.join(consumersDir, app);
export const ports = {
  next: Number(process.env.CONSUMER_NEXT_PORT ?? 4310),
  vite: Number(process.env.CONSUMER_VITE_PORT ?? 4311),
};
