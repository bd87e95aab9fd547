/**
 * The sections around the docs: the ecosystem project list, the blog (feeds, tags, descriptive "Read more"
 * links), the v2 counterpart banner and
 * the base-URL banner.
 */
import {test, expect} from '../support/fixtures';
import {projects} from '../../src/data/projects';

test('the project list filters by category with toggle buttons', async ({page, gotoHydrated}) => {
  await gotoHydrated('/Ecosystem/projects');
  const list = page.getByRole('region', {name: 'Projects building with Lit'});
  await expect(list.getByRole('listitem')).toHaveCount(projects.length);
  const category = projects[0]!.category;
  const expected = projects.filter((p) => p.category === category).length;
  const button = list.getByRole('button', {name: new RegExp(`\\(${expected}\\)$`)}).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(expected);
  await expect(list.getByRole('status')).toContainText(`Showing ${expected} of ${projects.length} projects`);
});

test('the blog has RSS and Atom feeds listing the four posts', async ({request}) => {
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const slug of ['welcome', 'first-blog-post', 'long-blog-post', 'mdx-blog-post']) expect(xml).toContain(`/blog/${slug}`);
  }
});

test('a blog post shows its tags, and the tag pages list the posts', async ({page, gotoHydrated}) => {
  await gotoHydrated('/blog/tags');
  for (const tag of ['docusaurus', 'facebook', 'hello', 'hola']) await expect(page.getByRole('link', {name: new RegExp(`^${tag}`)})).toBeVisible();
  await gotoHydrated('/blog/tags/hello');
  expect(await page.locator('article').count()).toBeGreaterThan(0);
});

test('every "Read more" link on the blog names its post', async ({page, gotoHydrated}) => {
  await gotoHydrated('/blog');
  const links = page.locator('article footer a').filter({hasText: 'Read more'});
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    const title = await link.locator('xpath=ancestor::article//h2').textContent();
    await expect(link).toHaveAccessibleName(`Read more about ${title}`);
  }
});

test('a v2 page links to the same topic in v3 near the top', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v2/sdk/explanation/installation');
  const note = page.getByRole('note').filter({hasText: 'covered for the current SDK'});
  await expect(note.getByRole('link', {name: 'read the v3.x.x page'})).toHaveAttribute('href', '/v3/sdk/installation');
});

test('the site root and deep pages carry the wrong-base-URL banner (shown only if the site fails to load there)', async ({request}) => {
  // plugins/load-failure; tests/e2e/addresses.spec.ts serves the build under /docs/ to see it shown.
  for (const path of ['/', '/v3/sdk/installation', '/blog']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('This site did not load properly.');
  }
});
