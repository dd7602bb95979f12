// `node scripts/lib/serveStatic.mjs <dir> <port>`: serves a built static app (the bench's React
// hello control) on 127.0.0.1 for Lighthouse, as the API serves the reference app: brotli (or
// gzip) when the browser takes it, hashed assets cached for good, and index.html for the rest.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const [dir, port] = process.argv.slice(2);
const root = path.resolve(dir);
const cache = new Map();

function encoded(file, encoding) {
  const key = `${encoding}:${file}`;
  if (!cache.has(key)) {
    const raw = readFileSync(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    cache.set(key, body);
  }
  return cache.get(key);
}

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = path.join(root, pathname);
  if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile())
    file = path.join(root, 'index.html');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  const headers = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    vary: 'accept-encoding',
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  response.writeHead(200, headers).end(encoded(file, encoding));
}).listen(Number(port), '127.0.0.1');
