#!/usr/bin/env node
/**
 * Renders the OpenGraph/Twitter card of each section (1200×630 PNG) into static/img/social/, from the logo and
 * the section's title, in Chromium. The PNGs are committed; run this again (node scripts/make-social-cards.mjs)
 * after changing a title here or the logo. The section of each URL is chosen in src/data/socialCards.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(path.join(root, 'package.json'));
const {chromium} = require('@playwright/test');

/** File name (without .png) → heading and line under it. Keep the names in step with src/data/socialCards.ts. */
const CARDS = {
  site: ['Lit developer docs', 'Keys, signing and access control for your app'],
  'docs-v3': ['Docs v3.x.x', 'The Lit SDK 6.x: PKPs, Lit Actions, access control, session signatures'],
  'docs-v2': ['Docs v2.x.x', 'The Lit JS SDK 2.x (no longer maintained)'],
  'learning-lab': ['Learning Lab', 'Short lessons on Lit, each with a quiz'],
  ecosystem: ['Ecosystem', 'Projects and tools built with Lit'],
  blog: ['Blog', 'Notes from the Lit docs team'],
};

const logo = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const page = (title, line) => `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
         padding: 0 96px; box-sizing: border-box; font-family: 'DejaVu Sans', sans-serif; color: #fff;
         background: #1c1236; border-left: 24px solid #ff7a45; }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 40px; font-weight: 700; margin-bottom: 56px; }
  .brand svg { width: 96px; height: 96px; }
  h1 { font-size: 88px; margin: 0 0 24px; line-height: 1.05; }
  p { font-size: 36px; margin: 0; color: #e4dcff; line-height: 1.3; }
</style></head><body><div class="brand">${logo}<span>Lit Protocol</span></div><h1>${escape(title)}</h1><p>${escape(line)}</p></body></html>`;

const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
const tab = await browser.newPage({viewport: {width: 1200, height: 630}});
fs.mkdirSync(path.join(root, 'static/img/social'), {recursive: true});
for (const [name, [title, line]] of Object.entries(CARDS)) {
  await tab.setContent(page(title, line));
  const file = path.join(root, 'static/img/social', `${name}.png`);
  await tab.screenshot({path: file});
  console.log(`${path.relative(root, file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KB)`);
}
await browser.close();
