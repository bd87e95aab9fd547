/**
 * For search engines and link previews (performance/SEO issue): every route of routes.tsv has a canonical URL, a
 * description, OpenGraph and Twitter card tags with its section's card image, and is listed in the sitemap.
 * Read from the served HTML (what crawlers see), not the hydrated page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {siteRoutes} from '../support/routes';
import {socialCardFor} from '../../src/data/socialCards';

const SITE_URL = 'https://developer.litprotocol.com';
const BUILD = path.resolve(__dirname, '../../build');

/** The attributes of each tag named `name` in minified HTML (values may be quoted or not). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'g'))].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map((m) => [m[1]!, m[2] ?? m[3] ?? m[4]!])),
  );
}
function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return tags(html, 'meta').find((t) => t[attr] === key)?.content?.replace(/&amp;/g, '&');
}

test('every route has a canonical URL, a description, and OpenGraph and Twitter tags with its section card', async ({request}) => {
  const problems: string[] = [];
  for (const {route} of siteRoutes()) {
    const html = await (await request.get(route)).text();
    const canonical = tags(html, 'link').find((t) => t.rel === 'canonical')?.href;
    const pathOnly = route.split('?')[0]!;
    if (canonical !== `${SITE_URL}${pathOnly}` && canonical !== `${SITE_URL}${pathOnly}/`) problems.push(`${route}: canonical ${canonical}`);
    const description = meta(html, 'name', 'description');
    if (!description || description.length < 20) problems.push(`${route}: description "${description ?? ''}"`);
    if (meta(html, 'property', 'og:description') !== description) problems.push(`${route}: og:description differs from description`);
    if (!meta(html, 'property', 'og:title')) problems.push(`${route}: no og:title`);
    const image = `${SITE_URL}/${socialCardFor(pathOnly)}`;
    if (meta(html, 'property', 'og:image') !== image) problems.push(`${route}: og:image ${meta(html, 'property', 'og:image')}, expected ${image}`);
    if (meta(html, 'name', 'twitter:image') !== image) problems.push(`${route}: twitter:image ${meta(html, 'name', 'twitter:image')}`);
    if (meta(html, 'name', 'twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card`);
  }
  expect(problems).toEqual([]);
});

test('the card images are 1200×630 PNGs', async ({request}) => {
  for (const card of new Set(siteRoutes().map(({route}) => socialCardFor(route)))) {
    const response = await request.get(`/${card}`);
    expect(response.status(), card).toBe(200);
    const png = await response.body();
    expect(png.subarray(1, 4).toString(), card).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
  }
});

test('the sitemap lists every public route and nothing private', async () => {
  const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_URL, '').replace(/\/$/, '') || '/'));
  const missing = siteRoutes()
    .map(({route}) => route.split('?')[0]!.replace(/\/$/, '') || '/')
    .filter((route) => !['/', '/search'].includes(route) && !listed.has(route));
  expect(missing).toEqual([]);
  expect([...listed].filter((loc) => loc.startsWith('/tests'))).toEqual([]);
});
