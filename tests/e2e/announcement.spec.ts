/** Spec §3/§4 "Announcement bar": shown with its colours, closeable, dismissal remembered per id. */
import {test, expect, waitForHydration, storedValue, blockStorage} from '../support/fixtures';
import {announcementBar} from '../../config/announcement';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test('the announcement is shown with its configured colours', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  const inner = page.locator('.theme-announcement-bar');
  await expect(inner).toBeVisible();
  await expect(inner).toHaveCSS('background-color', 'rgb(59, 29, 143)');
  await expect(inner).toHaveCSS('color', 'rgb(255, 255, 255)');
});

/** WCAG 2.x relative luminance contrast of two rgb()/rgba() colours; an rgba foreground is blended onto the background. */
function contrast(foreground: string, background: string): number {
  const parse = (c: string) => c.match(/[\d.]+/g)!.map(Number);
  const [br, bg, bb] = parse(background);
  const [fr, fg, fb, fa = 1] = parse(foreground);
  const blend = [fr! * fa + br! * (1 - fa), fg! * fa + bg! * (1 - fa), fb! * fa + bb! * (1 - fa)];
  const luminance = (rgb: number[]) =>
    rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [luminance(blend), luminance([br!, bg!, bb!])].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the close icon has at least 3:1 contrast on the bar (${scheme} mode)`, async ({page, gotoHydrated}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated('/v3/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const close = bar(page).getByRole('button', {name: 'Close'});
    for (const state of ['rest', 'hover'] as const) {
      if (state === 'hover') await close.hover();
      // What is painted: the stroke colour with the opacities of the icon and its ancestors, on the bar's colour.
      const {stroke, opacity, background} = await close.evaluate((button) => {
        const path = button.querySelector('svg g')!;
        let opacity = 1;
        for (let el: Element | null = path; el && el !== button.parentElement; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
        return {stroke: getComputedStyle(path).stroke, opacity, background: getComputedStyle(button.closest('.theme-announcement-bar')!).backgroundColor};
      });
      const [r, g, b] = stroke.match(/[\d.]+/g)!.map(Number);
      expect(contrast(`rgba(${r}, ${g}, ${b}, ${opacity})`, background), `${scheme}, ${state}: ${stroke} at opacity ${opacity} on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });
}

for (const viewport of [{width: 1280, height: 720}, {width: 390, height: 844}]) {
  test(`at ${viewport.width} px the text keeps its place however much of the bar has been parsed`, async ({openContext}) => {
    // A slow browser can paint the bar before it has parsed all of it (tests/e2e/layoutShift.spec.ts saw this twice: the
    // text first took the close button's room, then, centred, started 60 px further right before its link arrived).
    // The server-rendered page without scripts: the first word's place with the whole bar, then as the parser could
    // have left it, with the close button and then each of the text's later parts not there yet.
    const page = await (await openContext({javaScriptEnabled: false, viewport})).newPage();
    await page.goto('/v3/');
    const places = await bar(page).evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let first = walker.nextNode()!;
      while (!first.textContent!.trim()) first = walker.nextNode()!;
      const start = first.textContent!.search(/\S/);
      const firstWord = () => {
        const range = document.createRange();
        range.setStart(first, start);
        range.setEnd(first, start + 1);
        const {x, y} = range.getBoundingClientRect();
        return `${Math.round(x)},${Math.round(y)}`;
      };
      const seen = [{state: 'whole bar', place: firstWord()}];
      element.querySelector('button')!.remove();
      seen.push({state: 'without the close button', place: firstWord()});
      // Take away what follows the first text in document order, the last leaf first, as if not yet parsed.
      const lastLeaf = () => {
        let node: Node = element;
        while (node.lastChild) node = node.lastChild;
        return node as ChildNode;
      };
      for (let leaf = lastLeaf(); leaf !== first; leaf = lastLeaf()) {
        const label = leaf.textContent!.trim().slice(0, 20) || `<${leaf.nodeName.toLowerCase()}>`;
        leaf.remove();
        seen.push({state: `without "${label}"`, place: firstWord()});
      }
      return seen;
    });
    expect(places.length).toBeGreaterThan(3);
    const report = places.map(({state, place}) => `${state}: ${place}`).join('\n');
    expect(places.filter(({place}) => place !== places[0]!.place), report).toEqual([]);
  });
}

test('closing it moves focus to the content and it stays closed on the next page', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await expect(page.locator('main').first()).toBeFocused();
  await page.goto('/v3/sdk/installation');
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  expect(await storedValue(page, 'docusaurus.announcement.id')).toBe(announcementBar.id);
});

test('an announcement with a new id is shown again to a reader who closed an older one', async ({page}) => {
  await page.goto('/v3/');
  await waitForHydration(page);
  // Simulate a reader who closed an earlier announcement: same keys, an older id.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('docusaurus.announcement.dismiss')) localStorage.setItem(key, 'true');
      if (key.startsWith('docusaurus.announcement.id')) localStorage.setItem(key, 'an-older-announcement');
    }
  });
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

test('a closed announcement does not flash on the next page before the page is live', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  // The next page's own chunks are held until the bar has been looked at: the page cannot go live before.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/v3/sdk/installation', {waitUntil: 'domcontentloaded'});
  const beforeLive = await page.evaluate(() => ({
    live: document.documentElement.dataset.hasHydrated === 'true',
    barShown: [...document.querySelectorAll('.theme-announcement-bar')].some((el) => el.getBoundingClientRect().height > 0),
  }));
  release();
  expect(beforeLive.live, 'looked at before the page was live').toBe(false);
  expect(beforeLive.barShown, 'the closed bar is not painted').toBe(false);
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0);
});

test('with storage blocked the announcement shows, closes, and the page works', async ({page, gotoHydrated}) => {
  await blockStorage(page);
  await gotoHydrated('/v3/');
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(page.locator('main').first()).toBeFocused();
  // Nothing remembers the choice: a new page load shows it again.
  await gotoHydrated('/v3/sdk/installation');
  await expect(bar(page)).toBeVisible();
});
