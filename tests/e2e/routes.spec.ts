/**
 * Spec §2 "Screens and routes": every URL in routes.tsv is served with status 200 and the page title
 * "<title> | Lit Protocol" (the titles of routes.tsv where it gives one), and no Markdown syntax left unrendered
 * (an admonition or a fence that the parser did not recognise is printed as text).
 */
import {test, expect} from '@playwright/test';
import {siteRoutes} from '../support/routes';

const SITE = 'Lit Protocol';

function expectedTitle(section: string, title: string, route: string): string | RegExp {
  if (section === 'blog-generated') {
    if (route === '/blog') return `Blog | ${SITE}`;
    if (route === '/blog/archive') return `Blog archive | ${SITE}`;
    if (route === '/blog/tags') return `Tags | ${SITE}`;
    const tag = route.split('/').pop()!;
    return new RegExp(`tagged with "${tag}" \\| ${SITE}$`);
  }
  if (!title) return new RegExp(`^\\S.* \\| ${SITE}$`);
  return `${title} | ${SITE}`;
}

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

test.describe('every route in routes.tsv', () => {
  for (const {section, route, title} of siteRoutes()) {
    test(`${route} is served with its title`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status(), `status of ${route}`).toBe(200);
      const html = await response.text();
      const pageTitle = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const expected = expectedTitle(section, title, route);
      if (typeof expected === 'string') expect(pageTitle).toBe(expected);
      else expect(pageTitle).toMatch(expected);
      const article = html.slice(html.indexOf('<main'));
      expect(article.match(/<p>(:::|```)[^<]{0,60}/g) ?? [], 'Markdown printed as text').toEqual([]);
    });
  }
});
