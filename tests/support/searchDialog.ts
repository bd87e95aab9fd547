/**
 * The local search dialog as a reader finds it (by role and name), shared by the search tests, and the one wait
 * before keys act on its results.
 */
import {expect, type Page} from '@playwright/test';

export const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
export const searchBox = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search'});
export const options = (page: Page) => dialog(page).getByRole('option');
export const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Search\b/});

/**
 * Waits until the list shows the results of the whole query typed: while it still shows an earlier prefix's results
 * (React renders them deferred) it is `aria-busy`, and arrows pressed then would act on a list about to be replaced.
 */
export async function waitForResultsOfQuery(page: Page): Promise<void> {
  await expect(dialog(page).getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true');
}
