#!/usr/bin/env node
/**
 * npm run preview: build the production site and serve it at http://localhost:3000 (PORT to change).
 * Works on a fresh machine with no keys and no network beyond the npm registry: local search, no analytics.
 */
import {ensureDependencies, run} from './lib/setup.mjs';

ensureDependencies();
run('npx docusaurus build');
run(`node scripts/serve.mjs --port ${process.env.PORT ?? 3000} --host ${process.env.HOST ?? '127.0.0.1'} --dir build`);
