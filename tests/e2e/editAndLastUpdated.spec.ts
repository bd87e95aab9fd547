/**
 * "Edit this page" on every doc page and blog post, to the page's file in the repository (config/links.ts
 * DOCS_EDIT_URL), and "Last updated" on doc pages: the date of the file's last commit, as git gives it.
 */
import {execFileSync} from 'node:child_process';
import {test, expect} from '../support/fixtures';
import {DOCS_EDIT_URL} from '../../config/links';

const PAGES = [
  {section: 'v3', route: '/v3/sdk/installation', file: 'docs/sdk/installation.md'},
  {section: 'v2', route: '/v2/pkp/intro', file: 'versioned_docs/version-2.0/pkp/intro.md'},
  {section: 'learning lab', route: '/learningLab/intro', file: 'learningLab/intro.md'},
  {section: 'ecosystem', route: '/Ecosystem/community', file: 'Ecosystem/community.md'},
  {section: 'blog', route: '/blog/welcome', file: 'blog/2025-01-15-welcome.md'},
] as const;

/** The committer date of the file's last commit, as an ISO date (YYYY-MM-DD, UTC). */
function lastCommitDate(file: string): string {
  const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim());
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

for (const {section, route, file} of PAGES) {
  test(`${section}: "Edit this page" opens ${file} in the repository`, async ({page}) => {
    await page.goto(route);
    const edit = page.getByRole('link', {name: /edit this page/i});
    await expect(edit).toHaveAttribute('href', `${DOCS_EDIT_URL}${file}`);
    await expect(edit).toHaveAttribute('target', '_blank');
  });
}

for (const {section, route, file} of PAGES.filter((p) => p.section !== 'blog')) {
  test(`${section}: "Last updated" is the date of the file's last commit`, async ({page}) => {
    await page.goto(route);
    const time = page.locator('.theme-last-updated time');
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
    expect((await time.getAttribute('datetime'))?.slice(0, 10)).toBe(lastCommitDate(file));
  });
}
