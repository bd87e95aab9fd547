/** The learning lab: course order in the sidebar, and the self-check quiz (keyboard, results, explanations). */
import {test, expect} from '../support/fixtures';

test('the course lessons are listed in order', async ({page, gotoHydrated}) => {
  await page.setViewportSize({width: 1300, height: 900});
  await gotoHydrated('/learningLab/intro');
  const labels = await page.locator('.theme-doc-sidebar-menu a').allInnerTexts();
  const lessons = ['Welcome', '1. Intro', '2. The Lit Network', '3. Access Control', '4. Programmatic Signing', 'Proof of Knowledge'];
  const positions = lessons.map((l) => labels.findIndex((x) => x.startsWith(l)));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test('the quiz is answered with the keyboard and explains the right answers', async ({page, gotoHydrated}) => {
  await gotoHydrated('/learningLab/intro-to-lit/welcome');
  const quiz = page.getByRole('form').or(page.locator('form')).filter({has: page.getByRole('button', {name: 'Check answers'})}).first();
  const groups = quiz.getByRole('group');
  const count = await groups.count();
  expect(count).toBeGreaterThan(1);
  // First option of every question, chosen with the keyboard.
  for (let i = 0; i < count; i++) {
    await groups.nth(i).getByRole('radio').first().focus();
    await page.keyboard.press('Space');
  }
  await quiz.getByRole('button', {name: 'Check answers'}).focus();
  await page.keyboard.press('Enter');
  await expect(quiz.getByRole('status')).toContainText(new RegExp(`You answered \\d of ${count} correctly`));
  await expect(quiz.getByText(/^(Correct\.|Not quite)/).first()).toBeVisible();
});
