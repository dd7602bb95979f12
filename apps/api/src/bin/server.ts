import { readConfig } from '../config';
import { buildServer } from '../server';

const config = readConfig();
const app = await buildServer(config, { logger: true });
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.info(`\n  Hearth is running at http://${config.host}:${port}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
