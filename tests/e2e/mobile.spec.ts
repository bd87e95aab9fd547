/** Spec §4 "Mobile sidebar": below 996 px it opens and closes, closes on back navigation and when the viewport widens. */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from '../support/fixtures';

test.use({viewport: {width: 390, height: 844}});

const sidebar = (page: import('@playwright/test').Page) => page.locator('.navbar-sidebar');
const openMenu = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
};

test('the menu opens and closes', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  await expect(sidebar(page).getByRole('link', {name: 'Blog'})).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the menu closes on back navigation', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/');
  await page.goto('/v3/sdk/installation');
  await waitForHydration(page);
  await openMenu(page);
  await page.goBack();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the menu closes when the viewport becomes wider than 996 px', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  await page.setViewportSize({width: 1200, height: 844});
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('choosing v2.x.x in the menu\'s version switch lands on the equivalent page and closes the menu', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  // On a doc page the menu opens on the docs sidebar; the version switch is in the main menu.
  await sidebar(page).getByRole('button', {name: /Back to main menu/}).click();
  const v2 = sidebar(page).getByRole('link', {name: 'v2.x.x', exact: true});
  if (!(await v2.isVisible())) await sidebar(page).getByRole('button', {name: 'Versions', exact: true}).click();
  await v2.click();
  await expect(page).toHaveURL(/\/v2\/sdk\/explanation\/installation$/);
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('Space opens and closes the menu\'s Versions list, as on a button', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  // On a doc page the menu opens on the docs sidebar; the version switch is in the main menu.
  await sidebar(page).getByRole('button', {name: /Back to main menu/}).click();
  const versions = sidebar(page).getByRole('button', {name: 'Versions', exact: true});
  const v2 = sidebar(page).getByRole('link', {name: 'v2.x.x', exact: true});
  await versions.focus();
  const expanded = await v2.isVisible();
  await page.keyboard.press('Space');
  await expect(v2).toBeVisible({visible: !expanded});
  await page.keyboard.press('Space');
  await expect(v2).toBeVisible({visible: expanded});
  await expect(versions).toBeFocused();
});

test('Escape closes the menu and puts focus back on the menu button', async ({page, gotoHydrated}) => {
  await gotoHydrated('/v3/sdk/installation');
  await openMenu(page);
  await expect(sidebar(page).getByRole('link', {name: 'Blog'})).toBeVisible();
  await sidebar(page).getByRole('link', {name: 'Blog'}).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeFocused();
});

/**
 * WCAG 2.2 2.4.3 Focus Order (issue 29): the open menu is a modal dialog. Focus moves into it, Tab and Shift+Tab
 * cycle through its controls without reaching the page behind, and closing it (Escape, its Close button) gives focus
 * back to the menu button.
 */
test.describe('the open menu holds focus', () => {
  /** Presses `key` until focus comes back to where it first went; every element on the way must be in the menu. */
  async function cycleFocus(page: import('@playwright/test').Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
    const outside: string[] = [];
    let first: string | null = null;
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press(key);
      const {id, inside} = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        // After the dialog's last control, focus goes to the browser's own controls (the page has none focused).
        if (el === document.body) return {id: 'the browser', inside: true};
        el.dataset.focusCycle ??= String(Math.random());
        return {id: el.dataset.focusCycle + (el.textContent ?? '').trim().slice(0, 30), inside: !!el.closest('.navbar-sidebar')};
      });
      if (!inside) outside.push(id.replace(/^[\d.]+/, ''));
      if (id === first) return outside;
      first ??= id;
    }
    throw new Error(`focus did not come back to where it started after 120 presses of ${key}`);
  }

  for (const route of ['/v3/sdk/installation', '/blog']) {
    test(`on ${route}: Enter opens the menu and moves focus into it; Tab and Shift+Tab stay inside; Escape gives focus back`, async ({page, gotoHydrated}) => {
      // Up to 240 key presses, each looked at: generous on a busy machine.
      test.setTimeout(90_000);
      await gotoHydrated(route);
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', {name: 'Site menu'});
      await expect(menu).toBeVisible();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar')), 'focus moved into the menu').toBe(true);
      expect(await cycleFocus(page, 'Tab'), 'stops outside the menu (Tab)').toEqual([]);
      expect(await cycleFocus(page, 'Shift+Tab'), 'stops outside the menu (Shift+Tab)').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }

  test('the Close button and the backdrop close the menu; Close gives focus back to the menu button', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/installation');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const menu = page.getByRole('dialog', {name: 'Site menu'});
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(menu).toBeVisible();
    // The dimmed page beside the panel.
    await page.mouse.click(380, 400);
    await expect(menu).toBeHidden();
  });

  test('the page behind the open menu cannot take focus', async ({page, gotoHydrated}) => {
    await gotoHydrated('/v3/sdk/installation');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByRole('dialog', {name: 'Site menu'})).toBeVisible();
    // Inert: what is behind the dialog cannot take focus (the backdrop test above covers clicks).
    const reachable = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main a[href], nav.navbar button:not(.navbar-sidebar button)')].filter((el) => {
        el.focus();
        return document.activeElement === el;
      }).length,
    );
    expect(reachable, 'controls behind the menu that took focus').toBe(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open menu has no axe violations (${colorScheme} mode)`, async ({page, gotoHydrated}) => {
    await page.emulateMedia({colorScheme});
    await gotoHydrated('/v3/sdk/installation');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.getByRole('dialog', {name: 'Site menu'});
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    const audit = async () =>
      (await new AxeBuilder({page}).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
    expect(await audit(), 'docs sidebar').toEqual([]);
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'Blog'})).toBeVisible();
    expect(await audit(), 'main menu').toEqual([]);
  });
}
