#!/usr/bin/env node
/**
 * serve: a small static server for the production build, with the behaviour of the deploy target
 * (scripts/nginx.mjs): clean URLs (/a/b serves a/b/index.html or a/b.html), gzip, long cache for hashed assets,
 * no-cache for HTML, and build/404.html with status 404 for unknown paths.
 *
 *   node scripts/serve.mjs [--port 3000] [--dir build] [--host 127.0.0.1]
 *
 * Used by `npm run preview` and by the browser tests. No dependencies.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PORT = Number(opt('port', process.env.PORT ?? 3000));
const HOST = opt('host', '127.0.0.1');
const ROOT = path.resolve(opt('dir', 'build'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

/**
 * Gzipped bodies by file, kept while the file is unchanged: the browser tests open about a thousand fresh browser
 * contexts, each fetching the same bundles (main.js alone takes about 30 ms to gzip), and the CPU is what limits them.
 */
const gzipped = new Map();
function gzipOf(file) {
  const {mtimeMs, size} = fs.statSync(file);
  const cached = gzipped.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.gz;
  const gz = zlib.gzipSync(fs.readFileSync(file));
  gzipped.set(file, {mtimeMs, size, gz});
  return gz;
}

function resolveFile(urlPath) {
  let p = decodeURIComponent(urlPath.split('?')[0]);
  if (p.includes('\0')) return undefined;
  const full = path.join(ROOT, path.normalize(p));
  if (!full.startsWith(ROOT)) return undefined;
  const candidates = p.endsWith('/') ? [path.join(full, 'index.html')] : [full, path.join(full, 'index.html'), `${full}.html`];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  let file;
  try {
    file = resolveFile(new URL(req.url, 'http://x').pathname);
  } catch {
    file = undefined;
  }
  const status = file ? 200 : 404;
  file ??= path.join(ROOT, '404.html');
  const ext = path.extname(file);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  // A cached gzip body needs no read of the file.
  const body = gzip ? gzipOf(file) : fs.readFileSync(file);
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(PORT, HOST, () => console.log(`Serving ${ROOT} at http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${PORT}/`));
