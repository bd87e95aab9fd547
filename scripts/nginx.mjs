#!/usr/bin/env node
/**
 * nginx for the production build, with the deploy rules: clean URLs, 301 for .html and /index paths, gzip,
 * a year of caching for hashed assets and revalidation for HTML, 404.html with status 404, and the security
 * headers of build/.host-headers.json (from config/security.ts, the same as build/_headers).
 *
 *   node scripts/nginx.mjs --port 4175 --dir build        writes the config to a temp folder, runs nginx in front
 *   node scripts/nginx.mjs --print --dir build            prints the config for a server (root /var/www/lit-docs)
 *
 * Needs Debian's nginx (/usr/sbin/nginx). Used by the browser tests in tests/host/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const root = path.resolve(opt('dir', 'build'));
const port = Number(opt('port', 8080));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function nginxConfig({root, port, tmp, headers, cacheImmutable, cacheRevalidate}) {
  const esc = (v) => v.replace(/"/g, '\\"');
  const security = Object.entries(headers).map(([k, v]) => `add_header ${k} "${esc(v)}" always;`).join('\n      ');
  return `worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  types { text/markdown md; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy; fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;
  sendfile on;
  server_tokens off;
  charset utf-8;
  charset_types text/css application/javascript application/json text/markdown text/plain application/xml;
  gzip on;
  gzip_vary on;
  gzip_min_length 256;
  gzip_types text/css application/javascript application/json image/svg+xml text/markdown text/plain application/xml application/rss+xml application/atom+xml;

  server {
    listen 127.0.0.1:${port};
    root ${root};
    absolute_redirect off;
    error_page 404 /404.html;

    # /page.html and /page/index lead to /page (the spec's address normalisation), keeping the query.
    location ~ ^(?<page>/.+)\\.html$ {
      if (-f $document_root$page/index.html) { return 301 $page$is_args$args; }
      ${security}
      add_header Cache-Control "${cacheRevalidate}" always;
      try_files $uri =404;
    }
    location ~ ^(?<dir>.*)/index$ {
      return 301 $dir/$is_args$args;
    }
    location /assets/ {
      ${security}
      add_header Cache-Control "${cacheImmutable}" always;
      try_files $uri =404;
    }
    location / {
      ${security}
      add_header Cache-Control "${cacheRevalidate}" always;
      try_files $uri $uri/index.html $uri.html =404;
    }
  }
}
`;
}

const data = JSON.parse(fs.readFileSync(path.join(root, '.host-headers.json'), 'utf8'));
if (args.includes('--print')) {
  process.stdout.write(nginxConfig({root: '/var/www/lit-docs', port: 80, tmp: '/var/lib/nginx', ...data}));
} else {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lit-nginx-'));
  const conf = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({root, port, tmp, ...data}));
  const child = spawn(NGINX, ['-c', conf, '-g', 'daemon off;'], {stdio: 'inherit'});
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => {
    fs.rmSync(tmp, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
  console.log(`nginx serving ${root} at http://127.0.0.1:${port}/`);
}
