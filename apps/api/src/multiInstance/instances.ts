/**
 * API instances as their own `node` processes (the way a load balancer sees them), all on one
 * PostgreSQL database, and that database made fresh for a run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A database of its own on the test server (HEARTH_TEST_DATABASE_URL); `drop()` removes it. */
export async function freshDatabase(serverUrl: string) {
  const name = `hearth_multi_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export class Instance {
  private process: ChildProcess | undefined;
  private output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts `node src/bin/server.ts` (tsx as a loader, so `kill -9` hits the server itself). */
  async start() {
    this.output = '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=hearth-source', 'src/bin/server.ts'],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          PORT: String(this.port),
          HEARTH_STATIC_DIR: mkdtempSync(path.join(tmpdir(), 'hearth-multi-static-')),
          LOG_LEVEL: 'warn',
          ...this.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    this.process = child;
    for (let attempt = 0; attempt < 240; attempt += 1) {
      if (child.exitCode !== null) break;
      try {
        if ((await fetch(`${this.baseUrl}/readyz`)).ok) return;
      } catch {
        // Not listening yet: ask again below; the loop's end reports an instance that never starts.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`instance ${this.name} did not start:\n${this.output}`);
  }

  /** `kill -9`: no shutdown hook runs, in-flight requests and transactions are cut. */
  async kill() {
    await this.signal('SIGKILL');
  }

  /** A graceful stop: the server and its outbox worker finish what they are doing. */
  async stop() {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals) {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}
