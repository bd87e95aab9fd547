/**
 * Walking a page with the keyboard, for the WCAG 2.2 tests that axe cannot do (tests/e2e/focusWalks.spec.ts).
 *
 * `walkFocus` presses Tab (or Shift+Tab) from the start of the page until focus leaves the document or comes back to
 * where it started, and runs checks in the page on every element that took focus. The checks are plain functions
 * run with `page.evaluate`, so they see what the reader sees at that moment: what is painted where (hit testing), the
 * computed colours, the element's place in the viewport.
 */
import {expect, type Page} from '@playwright/test';

/** The sample of page templates the keyboard walks cover (issue 29): docs, playground, blog, search, a 404. */
export const WALK_ROUTES = [
  '/v3/',
  '/v3/sdk/installation',
  '/v3/sdk/access-control/quick-start',
  '/v3/sdk/access-control/playground',
  '/v2/sdk/explanation/installation',
  '/learningLab/intro',
  '/Ecosystem/projects',
  '/blog',
  '/blog/long-blog-post',
  '/search?q=pkp',
  '/no-such-page',
] as const;

/** Splits the routes into groups walked in one browser page each, so the two workers share the work. */
export function routeShards<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Waits until the page has finished changing on its own, so a walk sees it as a reader who starts tabbing a moment
 * later does: the code highlighter, which loads when a reader first reaches for a code block and then re-renders the
 * blocks with their copy buttons, has loaded; the access control playground has loaded its SDK and shown its analysis
 * (which pushes what follows it down the page); the search page shows its results.
 */
export async function settlePage(page: Page): Promise<void> {
  // Blocks in tab panels not shown are rendered when their tab is chosen.
  const pending = page.locator('[data-highlight-pending]').filter({visible: true});
  for (let blocks = 0; blocks < 40 && (await pending.count()) > 0; blocks++) {
    const block = (await pending.first().elementHandle())!;
    await block.hover();
    await expect.poll(() => block.evaluate((el) => !el.isConnected || !el.hasAttribute('data-highlight-pending'))).toBe(true);
  }
  await expect(pending).toHaveCount(0);
  const playgroundStatus = page.getByTestId('acc-playground').getByRole('status');
  if ((await playgroundStatus.count()) > 0) await expect(playgroundStatus).not.toHaveText(/Loading|Checking/);
  // The search page lists its results once the index has loaded.
  if (new URL(page.url()).pathname === '/search') await expect(page.locator('main ol li a').first()).toBeVisible();
}

/** What a check found wrong with one focused element, or null. */
export type FocusProblem = string | null;

/** A check run in the page on `document.activeElement`. It must be self-contained (it is serialised). */
export type FocusCheck = () => FocusProblem;

/** Key presses sent together between two looks at the page. */
const BATCH = 20;

/**
 * Presses `key` until focus leaves the page or comes back to the first element it reached, and runs each of `checks`
 * on every element that took focus (one walk serves several criteria: the key presses and frames are what cost, not
 * the checks). The checks run in the page when the next key is pressed (a capturing keydown listener, before the
 * browser moves focus on), so they see the page after the browser has scrolled the element into view, and the walk
 * needs no round trip per stop. With `afterSkipLink`, the walk first follows the "Skip to main content" link (Tab,
 * Enter), as a keyboard user does, and walks on from the main content.
 */
export async function walkFocus(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  checks: readonly FocusCheck[],
  {maxStops = 800, afterSkipLink = false}: {maxStops?: number; afterSkipLink?: boolean} = {},
): Promise<{stops: number; problems: string[]}> {
  await page.evaluate((sources) => {
    const state = {first: null as Element | null, stops: 0, done: false, problems: [] as string[]};
    (window as unknown as {focusWalk: typeof state}).focusWalk = state;
    const runs = sources.map((source) => new Function(`return (${source})()`) as () => string | null);
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Tab' || state.done) return;
        const el = document.activeElement;
        const onPage = el && el !== document.body && el !== document.documentElement;
        if (!onPage || el === state.first) {
          state.done = state.stops > 0;
          return;
        }
        state.first ??= el;
        state.stops++;
        for (const run of runs) {
          const problem = run();
          if (problem) state.problems.push(problem);
        }
      },
      true,
    );
  }, checks.map((check) => check.toString()));
  if (afterSkipLink) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).not.toBeFocused();
  }
  type State = {stops: number; done: boolean; problems: string[]};
  const read = () => page.evaluate(() => (window as unknown as {focusWalk: State}).focusWalk);
  // Each press goes to the browser as one message pair, the key down and up together; then the page paints two
  // frames, as between a reader's presses, so what reacts to the focus or the scroll it caused (the sidebar's room
  // for the announcement, the back-to-top button) has reacted when the next press looks.
  const cdp = await page.context().newCDPSession(page);
  const tab = {key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9, modifiers: key === 'Shift+Tab' ? 8 : 0};
  const twoFrames = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';
  try {
    for (let pressed = 0; pressed < maxStops + BATCH; pressed += BATCH) {
      for (let i = 0; i < BATCH; i++) {
        await Promise.all([
          cdp.send('Input.dispatchKeyEvent', {type: 'rawKeyDown', ...tab}),
          cdp.send('Input.dispatchKeyEvent', {type: 'keyUp', ...tab}),
          cdp.send('Runtime.evaluate', {expression: twoFrames, awaitPromise: true}),
        ]);
      }
      const state = await read();
      if (state.done) return {stops: state.stops, problems: state.problems};
    }
  } finally {
    await cdp.detach();
  }
  const state = await read();
  return {stops: state.stops, problems: [...state.problems, `focus never left the page after ${maxStops} presses of ${key} (a keyboard trap?)`]};
}

/**
 * WCAG 2.4.11 Focus Not Obscured: the focused element must not be entirely hidden by content the author placed over
 * it (the sticky navbar, fixed buttons, an open menu's panel), nor be outside the viewport. Hit-tests a grid of points
 * over the part of the element that is in the viewport and inside its clipping ancestors: a point is hidden when what
 * is painted there belongs to a fixed or sticky element that does not contain the focused one.
 */
export const focusedElementIsShown: FocusCheck = () => {
  const el = document.activeElement as HTMLElement;
  const describe = (e: Element) => {
    const text = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const href = e.getAttribute('href');
    return `<${e.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> "${text}"`;
  };
  const box = el.getBoundingClientRect();
  let [left, top, right, bottom] = [Math.max(box.left, 0), Math.max(box.top, 0), Math.min(box.right, innerWidth), Math.min(box.bottom, innerHeight)];
  // Ancestors that clip (overflow other than visible), up to the first fixed one (nothing above it clips it).
  for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
    const style = getComputedStyle(a);
    if (a !== el) {
      const r = a.getBoundingClientRect();
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, r.left), Math.min(right, r.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, r.top), Math.min(bottom, r.bottom)];
    }
    if (style.position === 'fixed') break;
  }
  if (right - left < 1 || bottom - top < 1) return `${describe(el)} has focus but is not in view (${Math.round(box.top)} px from the top)`;
  const coveringElement = (x: number, y: number): Element | null => {
    const hit = document.elementFromPoint(x, y);
    if (!hit || el.contains(hit) || hit.contains(el)) return null;
    for (let a: Element | null = hit; a; a = a.parentElement) {
      const position = getComputedStyle(a).position;
      if ((position === 'fixed' || position === 'sticky') && !a.contains(el)) return a;
    }
    return null;
  };
  const steps = (from: number, to: number, count: number) => Array.from({length: count}, (_, i) => from + ((to - from) * i) / Math.max(count - 1, 1));
  const xs = steps(left + 0.5, right - 0.5, 5);
  const ys = steps(top + 0.5, bottom - 0.5, Math.min(12, Math.max(2, Math.ceil((bottom - top) / 6) + 1)));
  let cover: Element | null = null;
  for (const y of ys) {
    for (const x of xs) {
      const c = coveringElement(x, y);
      if (!c) return null;
      cover ??= c;
    }
  }
  return `${describe(el)} has focus but is entirely hidden under ${describe(cover!).replace(/ ".*/, '')}${cover!.getAttribute('aria-label') ? ` (${cover!.getAttribute('aria-label')})` : ''}`;
};

/**
 * WCAG 2.4.7 Focus Visible and 1.4.11 Non-text Contrast: the focused element shows a focus ring (an outline, or a
 * box-shadow), and its colour has 3:1 contrast with every colour it touches: the background around the element (an
 * outline drawn at a positive offset touches only that) and, when the ring sits on the element's edge or inside it,
 * the element's own background.
 */
export const focusRingHasContrast: FocusCheck = () => {
  const el = document.activeElement as HTMLElement;
  const describe = (e: Element) => {
    const text = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const href = e.getAttribute('href');
    return `<${e.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> "${text}"`;
  };
  type Rgba = [number, number, number, number];
  const parse = (c: string): Rgba | null => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1]!.split(/[ ,/]+/).filter(Boolean).map(Number);
    return [r!, g!, b!, a];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
  };
  /** The colour painted behind `from`'s content: its background and its ancestors', composited on the canvas. */
  const backgroundOf = (from: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let a = from; a; a = a.parentElement) {
      const c = parse(getComputedStyle(a).backgroundColor);
      if (c && c[3] > 0) {
        layers.push(c);
        if (c[3] >= 1) break;
      }
    }
    const dark = document.documentElement.dataset.theme === 'dark';
    return layers.reduceRight<Rgba>((under, layer) => over(layer, under), dark ? [0, 0, 0, 1] : [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const style = getComputedStyle(el);
  const around = backgroundOf(el.parentElement);
  const own = backgroundOf(el);
  let ring: Rgba | null = null;
  let touchesOwn = false;
  let width = 0;
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
    ring = parse(style.outlineColor);
    width = parseFloat(style.outlineWidth);
    touchesOwn = parseFloat(style.outlineOffset) <= 0;
  } else if (style.boxShadow !== 'none') {
    ring = parse(style.boxShadow);
    width = 2;
    touchesOwn = style.boxShadow.includes('inset');
  }
  if (!ring) return `${describe(el)} shows no focus indicator (outline ${style.outlineStyle}, box-shadow ${style.boxShadow})`;
  // Chromium paints the default ring (outline-style auto) 2 px wide whatever its computed width says.
  if (width < 2 && style.outlineStyle !== 'auto') return `${describe(el)}'s focus ring is ${width} px wide`;
  // A ring cut off by the edge of the window, or by an ancestor that hides its overflow, is not fully shown.
  if (style.outlineStyle !== 'none') {
    const reach = parseFloat(style.outlineOffset) + width;
    const box = el.getBoundingClientRect();
    // Cut: the element is inside the limit but its ring is not (an element itself partly out of view, say a link in a
    // table scrolled sideways, is a matter for the walk's other check).
    const cut = (edge: number, limit: number, outward: 1 | -1) => (edge - limit) * outward <= 0 && (edge + outward * reach - limit) * outward > 1;
    if (cut(box.left, 0, -1) || cut(box.right, innerWidth, 1)) return `${describe(el)}'s focus ring is cut off by the edge of the window`;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const clip = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      if (/hidden|clip/.test(clip.overflowX) && (cut(box.left, r.left, -1) || cut(box.right, r.right, 1))) return `${describe(el)}'s focus ring is cut off by ${describe(a).replace(/ ".*/, '')} (overflow hidden)`;
      if (/hidden|clip/.test(clip.overflowY) && (cut(box.top, r.top, -1) || cut(box.bottom, r.bottom, 1))) return `${describe(el)}'s focus ring is cut off by ${describe(a).replace(/ ".*/, '')} (overflow hidden)`;
      if (clip.position === 'fixed') break;
    }
  }
  const painted = over(ring, around);
  const problems: string[] = [];
  const fmt = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;
  const aroundRatio = contrast(painted, around);
  if (aroundRatio < 3) problems.push(`${aroundRatio.toFixed(2)}:1 against the background around it (${fmt(around)})`);
  if (touchesOwn) {
    const ownRatio = contrast(over(ring, own), own);
    if (ownRatio < 3) problems.push(`${ownRatio.toFixed(2)}:1 against its own background (${fmt(own)})`);
  }
  return problems.length ? `${describe(el)}: focus ring ${fmt(painted)} has ${problems.join(' and ')}` : null;
};
