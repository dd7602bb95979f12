import { ConfigError, readConfig } from '../config';
import { DatabaseUnreachableError } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { buildServer } from '../server';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const app = await buildServer(config, { logger: true }).catch((error: unknown) => {
  if (error instanceof DatabaseUnreachableError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://${config.host}:${port}`;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const accounts = Object.entries(DEMO_ACCOUNTS)
  .map(
    ([role, account]) =>
      `    ${role.padEnd(13)} ${account.email.padEnd(28)} ${account.password ? DEMO_PASSWORD : '(no password: use "Set password")'}`,
  )
  .join('\n');
console.info(
  [
    '',
    `  Hearth is running at ${url}`,
    `  Database: ${database}. Environment: ${config.environment}.`,
    config.environment === 'prod'
      ? ''
      : `  Development outbox (codes and links from e-mails): ${url}/dev/outbox.html`,
    '',
    '  Demo accounts:',
    accounts,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
