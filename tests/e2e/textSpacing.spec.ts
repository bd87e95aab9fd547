/**
 * WCAG 2.2 1.4.12 Text Spacing (issue 29): with the criterion's spacing applied (line height 1.5, paragraph spacing 2
 * em, letter spacing 0.12 em, word spacing 0.16 em), no text of the navbar, the sidebars and the mobile menu, the
 * tabs, the buttons or the blog's post metadata is cut off: no text overflows a box that hides its overflow, and
 * none is shortened by a line clamp or an ellipsis. Also at 320 px (WCAG 1.4.10's width) without extra spacing.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';

/** The spacing WCAG 1.4.12 asks content to survive, as a reader's style sheet or bookmarklet applies it. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Where the criterion's failures were found (issue 29) and what the reader needs to read in full. */
const REGIONS = [
  'nav[aria-label="Main"]',
  'nav[aria-label="Docs sidebar"]',
  'nav[aria-label="Blog recent posts navigation"]',
  '[role="tablist"]',
  'button',
  '.button',
  'main article header',
  'main article footer',
  '.pagination-nav',
  '.table-of-contents',
  '.theme-announcement-bar',
].join(', ');

/** Elements with text of their own, inside REGIONS, whose text is cut off; one line each. */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate((regions) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Text hidden on purpose for screen readers only (a 1 px box) is not shown to be cut off.
      // Inert content (the mobile menu's panel not shown, slid aside) is not shown to the reader either.
      return style.visibility !== 'hidden' && box.width > 1 && box.height > 1 && !el.closest('[inert]');
    };
    const label = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    const seen = new Set<Element>();
    for (const region of document.querySelectorAll(regions)) {
      for (const el of [region, ...region.querySelectorAll('*')]) {
        if (seen.has(el)) continue;
        seen.add(el);
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!ownText || !visible(el)) continue;
        // The text's own lines, checked against every ancestor that hides what overflows it (not scroll boxes: their
        // overflow can be scrolled to).
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') {
            // Chromium hides the lines after the clamp without any overflow to measure: compare with the clamp off.
            const clamped = a.getBoundingClientRect().height;
            const inline = (a as HTMLElement).style;
            const before = inline.getPropertyValue('-webkit-line-clamp');
            inline.setProperty('-webkit-line-clamp', 'none', 'important');
            const full = a.getBoundingClientRect().height;
            inline.setProperty('-webkit-line-clamp', before);
            if (full > clamped + 1) {
              problems.push(`${label(el)} is cut to ${style.webkitLineClamp} line(s) by a line clamp`);
              break;
            }
          }
          if (style.textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth + 1) {
            problems.push(`${label(el)} is shortened with an ellipsis`);
            break;
          }
          const clipsX = /hidden|clip/.test(style.overflowX);
          const clipsY = /hidden|clip/.test(style.overflowY);
          if (clipsX || clipsY) {
            const box = a.getBoundingClientRect();
            const out = lines.some(
              (r) => (clipsX && (r.left < box.left - 1 || r.right > box.right + 1)) || (clipsY && (r.top < box.top - 1 || r.bottom > box.bottom + 1)),
            );
            if (out) {
              problems.push(`${label(el)} overflows ${a === el ? 'its own box' : label(a).replace(/ ".*/, '')}, which hides the overflow`);
              break;
            }
          }
          if (getComputedStyle(a).position === 'fixed') break;
        }
      }
    }
    return problems;
  }, REGIONS);
}

async function withTextSpacing(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  await page.addStyleTag({content: TEXT_SPACING_CSS});
}

/** Opens every collapsed category of the docs sidebar (in the page: one round trip), so every label is measured. */
async function expandSidebar(page: Page, within = 'nav[aria-label="Docs sidebar"]'): Promise<void> {
  const left = await page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Each toggle is clicked once: one that stays collapsed (it is not a sidebar category) is counted below.
    const tried = new Set<Element>();
    for (let opened = 0; opened < 300; opened++) {
      const toggle = [...document.querySelectorAll<HTMLElement>(`${selector} [aria-expanded="false"]`)].find((t) => !tried.has(t));
      if (!toggle) break;
      tried.add(toggle);
      toggle.click();
      // React applies the click's state update before the next frame.
      for (let wait = 0; wait < 60 && toggle.getAttribute('aria-expanded') === 'false'; wait++) await frame();
    }
    const left = [...document.querySelectorAll(`${selector} [aria-expanded="false"]`)].map((t) => t.textContent?.trim()).join(', ');
    // Then until every list has finished opening (an opening list hides its overflow while its height grows).
    const opening = () => [...document.querySelectorAll(`${selector} ul`)].some((ul) => getComputedStyle(ul).display !== 'none' && getComputedStyle(ul).overflowY === 'hidden');
    for (let wait = 0; wait < 120 && opening(); wait++) await frame();
    return left;
  }, within);
  expect(left, 'sidebar categories left collapsed').toBe('');
}

// Sidebar categories open in a millisecond instead of an animation.
test.use({reducedMotion: 'reduce'});

const ROUTES = ['/v3/sdk/installation', '/v2/sdk/explanation/installation', '/learningLab/intro', '/blog', '/blog/long-blog-post'];

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({viewport});

    test('with WCAG text spacing no text is cut off in the navbar, sidebars, tabs, buttons and post metadata', async ({page}) => {
      test.setTimeout(ROUTES.length * 20_000);
      const problems: Record<string, string[]> = {};
      for (const route of ROUTES) {
        await withTextSpacing(page, route);
        if (viewport.width > 996 && route.startsWith('/v')) await expandSidebar(page);
        const found = await clippedText(page);
        if (found.length) problems[route] = found;
      }
      expect(problems).toEqual({});
    });
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('with WCAG text spacing no text is cut off in the open menu, main menu and docs sidebar alike', async ({page}) => {
    test.setTimeout(60_000);
    const problems: Record<string, string[]> = {};
    for (const route of ['/v3/sdk/installation', '/v2/sdk/explanation/installation']) {
      await withTextSpacing(page, route);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.getByRole('dialog', {name: 'Site menu'});
      // On a doc page the menu opens on the docs sidebar.
      await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
      await expandSidebar(page, 'dialog');
      const docsSidebar = await clippedText(page);
      await menu.getByRole('button', {name: /Back to main menu/}).click();
      await expect(menu.getByRole('link', {name: 'Blog'})).toBeVisible();
      const mainMenu = await clippedText(page);
      const found = [...new Set([...docsSidebar, ...mainMenu])];
      if (found.length) problems[route] = found;
    }
    expect(problems).toEqual({});
  });
});

test.describe('320 px wide', () => {
  test.use({viewport: {width: 320, height: 640}});

  test('the blog\'s author titles are shown in full', async ({page, gotoHydrated}) => {
    for (const route of ['/blog', '/blog/long-blog-post']) {
      await gotoHydrated(route);
      expect(await clippedText(page), route).toEqual([]);
    }
  });
});
