/**
 * The access control conditions playground (/v3/sdk/access-control/playground, issue 19), against the production
 * build. What the page shows is compared with the pinned SDK run here in Node (same package, same version), so a
 * test fails if the page stops showing the SDK's own sentence, message or hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page, Worker} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {workerScripts} from '../support/workerScripts.mjs';
import {TEMPLATES, type Template} from '../../src/components/AccessControlPlayground/templates';
import * as sdk from '../../src/components/AccessControlPlayground/sdk';

const ROUTE = '/v3/sdk/access-control/playground';
const root = path.resolve(__dirname, '../..');
const NO_TOKEN = {decimals: 18, symbol: ''}; // the page's defaults for the ERC-20 fields

const editor = (page: Page) => page.getByLabel(/^Conditions \(a JSON array/);
const status = (page: Page) => page.getByTestId('status');

async function openPlayground(page: Page, gotoHydrated: (p: string) => Promise<void>, route = ROUTE) {
  await gotoHydrated(route);
  await expect(page.getByTestId('acc-playground')).toHaveAttribute('data-sdk-ready', 'true');
}

async function loadTemplate(page: Page, template: Template) {
  await page.getByLabel('Template').selectOption(template.id);
  await page.getByRole('button', {name: 'Load template'}).click();
  await expect(editor(page)).toHaveValue(JSON.stringify(template.conditions, null, 2));
}

/** Replaces the editor's text (fill, as a paste would). */
async function setConditions(field: Locator, text: string) {
  await field.fill(text);
}

test.describe('templates', () => {
  for (const template of TEMPLATES) {
    test(`${template.id}: validates, reads as the SDK's sentence and shows the SDK's hash`, async ({page, gotoHydrated}) => {
      const expected = await sdk.analyse(template.kind, template.conditions, NO_TOKEN);
      expect(expected.validation.ok, 'the template is valid for the SDK').toBe(true);
      expect(expected.humanized.ok && expected.hash.ok).toBe(true);
      await openPlayground(page, gotoHydrated);
      await loadTemplate(page, template);
      await expect(status(page)).toHaveText('Status: Valid');
      await expect(page.getByTestId('validation')).toContainText('Validation: passed');
      await expect(page.getByTestId('humanized')).toHaveText(expected.humanized.ok ? expected.humanized.value : '');
      await expect(page.getByTestId('hash').first()).toHaveText(expected.hash.ok ? expected.hash.value : '');
      await expect(page.getByLabel('Kind (parameter name)')).toHaveValue(template.kind);
    });
  }
});

test('a broken condition shows the SDK message, where it points and a plain explanation', async ({page, gotoHydrated}) => {
  const broken = structuredClone(TEMPLATES.find((t) => t.id === 'evm-timestamp')!.conditions) as Record<string, unknown>[];
  broken[2]!.chain = 'notAChain';
  const expected = await sdk.analyse('accessControlConditions', broken, NO_TOKEN);
  expect(expected.validation.ok).toBe(false);
  await openPlayground(page, gotoHydrated);
  const text = JSON.stringify(broken, null, 2);
  await setConditions(editor(page), text);
  await expect(status(page)).toHaveText('Status: Invalid');
  await expect(page.getByTestId('sdk-error')).toHaveText(expected.validation.ok ? '' : expected.validation.message);
  const line = text.split('\n').findIndex((l) => l.includes('"notAChain"')) + 1;
  await expect(page.getByTestId('error-location')).toContainText(`[2].chain (line ${line})`);
  await expect(page.getByTestId('error-explanation')).toContainText('`chain` has a value the schema does not list');
  // "Go to line" selects that line in the editor.
  await page.getByRole('button', {name: `Go to line ${line}`}).click();
  await expect(editor(page)).toBeFocused();
  const selected = await editor(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toContain('"notAChain"');
  // No sample for conditions the SDK refuses.
  await expect(page.getByTestId('sample')).toHaveCount(0);
});

test('two sets that differ in one field show different hashes and the diff names the field', async ({page, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  await loadTemplate(page, TEMPLATES.find((t) => t.id === 'evm-wallet')!);
  await page.getByRole('button', {name: 'Copy the set above here'}).click();
  const compare = page.getByLabel('Conditions at decryption (JSON)');
  await expect(page.getByTestId('comparison-verdict')).toContainText('same hash');
  await setConditions(compare, (await compare.inputValue()).replace('0x1111111111111111111111111111111111111111', '0x1111111111111111111111111111111111111112'));
  await expect(page.getByTestId('comparison-verdict')).toContainText('The hashes differ');
  await expect(page.getByTestId('comparison-verdict')).toContainText('One field differs');
  const hashes = await page.getByTestId('hash').allTextContents();
  expect(hashes).toHaveLength(2);
  expect(hashes[0]).not.toBe(hashes[1]);
  const rows = page.getByTestId('differences').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td').first()).toHaveText('[0].returnValueTest.value');
});

test('the share link restores the conditions, the kind and the comparison, and holds them only in the fragment', async ({page, context, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  const template = TEMPLATES.find((t) => t.id === 'sol-balance')!;
  await loadTemplate(page, template);
  await page.getByRole('button', {name: 'Copy the set above here'}).click();
  const edited = JSON.stringify(template.conditions, null, 2).replace('100000000', '200000000');
  await setConditions(page.getByLabel('Conditions at decryption (JSON)'), edited);
  await page.getByRole('button', {name: 'Make a share link'}).click();
  const url = await page.getByTestId('share-url').inputValue();
  expect(new URL(url).pathname).toBe(ROUTE);
  expect(new URL(url).search).toBe('');
  expect(new URL(url).hash).toMatch(/^#kind=solRpcConditions&c=/);

  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId('acc-playground')).toHaveAttribute('data-sdk-ready', 'true');
  await expect(editor(other)).toHaveValue(JSON.stringify(template.conditions, null, 2));
  await expect(other.getByLabel('Kind (parameter name)')).toHaveValue('solRpcConditions');
  await expect(other.getByLabel('Conditions at decryption (JSON)')).toHaveValue(edited);
  await expect(other.getByTestId('differences')).toContainText('[0].returnValueTest.value');
  await other.close();
});

test("every template's sample compiles against the pinned SDK (scripts/check-samples.mjs)", async ({page, gotoHydrated}) => {
  test.setTimeout(180_000);
  await openPlayground(page, gotoHydrated);
  const sections: string[] = [];
  for (const template of TEMPLATES) {
    await loadTemplate(page, template);
    await expect(status(page)).toHaveText('Status: Valid');
    const sample = page.getByTestId('sample');
    await expect(sample).toContainText('encryptString');
    sections.push(`## ${template.id}`, '', '```ts', await sample.innerText(), '```', '');
  }
  // check-samples reads content folders only; a folder starting with "_" is no page for Docusaurus.
  const dir = path.join(root, 'src/pages', `_playground-samples-${process.pid}`);
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, 'samples.md');
  try {
    fs.writeFileSync(file, ['---', 'title: Playground samples', '---', '', ...sections].join('\n'));
    const output = execFileSync('node', ['scripts/check-samples.mjs', file], {cwd: root, encoding: 'utf8'});
    expect(output).toContain(`${TEMPLATES.length} TypeScript samples type-checked`);
    expect(output).toContain('0 failure(s)');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('no request leaves the page, and checking conditions sends nothing anywhere', async ({page, baseURL, gotoHydrated, blockedRequests}) => {
  const requests: string[] = [];
  const workers: Worker[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  page.on('worker', (w) => workers.push(w));
  await openPlayground(page, gotoHydrated);
  await page.waitForLoadState('networkidle');
  const origin = new URL(baseURL!).origin;
  expect(requests.filter((r) => new URL(r.split(' ')[1]!).origin !== origin)).toEqual([]);
  const before = requests.length;
  for (const template of TEMPLATES) {
    await loadTemplate(page, template);
    await expect(status(page)).toHaveText('Status: Valid');
  }
  await page.getByRole('button', {name: 'Copy the set above here'}).click();
  await page.getByRole('button', {name: 'Make a share link'}).click();
  await page.waitForTimeout(300);
  // Only the site's own static files may still arrive (a lazily loaded chunk, the favicon): GETs without a query,
  // to this server. Nothing carries the conditions anywhere.
  const sent = requests.slice(before).filter((r) => !/^GET [^?#]+\/(assets|img)\/[^?#]+$/.test(r) || !r.startsWith(`GET ${origin}/`));
  expect(sent, 'requests made while checking conditions').toEqual([]);
  // The SDK's worker fetched its own scripts from this server and nothing else (Resource Timing inside the worker).
  expect(workers).toHaveLength(1);
  const fetchedByWorker = await workerScripts(page, workers);
  expect(fetchedByWorker.length).toBeGreaterThan(0);
  expect(fetchedByWorker.map((s) => s.url).filter((u) => !u.startsWith(`${origin}/assets/js/`))).toEqual([]);
  expect(blockedRequests).toEqual([]);
});

test.describe('bad input gets a message, never a crash or a frozen tab', () => {
  const cases: {name: string; text: () => string; message: RegExp}[] = [
    {name: 'invalid JSON', text: () => '[{"chain": "ethereum",}]', message: /This is not valid JSON/},
    {name: '100 KB of JSON', text: () => JSON.stringify(Array.from({length: 700}, () => TEMPLATES[0]!.conditions[0])), message: /reads at most 50 KB/},
    {name: 'deeply nested groups', text: () => '['.repeat(5000) + ']'.repeat(5000), message: /nested more than 8 levels/},
    {name: 'not an array', text: () => JSON.stringify(TEMPLATES[0]!.conditions[0]), message: /Conditions are a JSON array/},
    {name: 'a number among the conditions', text: () => '[1]', message: /Every entry must be a condition object/},
  ];
  for (const c of cases) {
    test(c.name, async ({page, gotoHydrated}) => {
      await openPlayground(page, gotoHydrated);
      await setConditions(editor(page), c.text());
      await expect(page.getByTestId('input-problem')).toContainText(c.message);
      await expect(status(page)).toHaveText('Status: Input problem');
      // Still responsive: a template loads and validates.
      await loadTemplate(page, TEMPLATES[0]!);
      await expect(status(page)).toHaveText('Status: Valid');
    });
  }

  test('a check that hangs is stopped after 5 s with a message, and the next one works', async ({page, gotoHydrated}) => {
    // Simulates a stuck SDK: the worker never receives the requests while `__stall` is set.
    await page.addInitScript(() => {
      const flags = window as unknown as {__stall?: boolean; __workers?: number};
      flags.__workers = 0;
      window.Worker = new Proxy(window.Worker, {
        construct(target, args: ConstructorParameters<typeof Worker>) {
          flags.__workers! += 1;
          return Reflect.construct(target, args);
        },
      });
      const send = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        if (!flags.__stall) (send as (...a: unknown[]) => void).apply(this, args);
      };
    });
    await openPlayground(page, gotoHydrated);
    await page.evaluate(() => ((window as unknown as {__stall: boolean}).__stall = true));
    await setConditions(editor(page), JSON.stringify(TEMPLATES[1]!.conditions));
    await expect(page.getByTestId('input-problem')).toContainText('took longer than 5 s', {timeout: 9000});
    await page.evaluate(() => ((window as unknown as {__stall: boolean}).__stall = false));
    await loadTemplate(page, TEMPLATES[0]!);
    await expect(status(page)).toHaveText('Status: Valid');
    expect(await page.evaluate(() => (window as unknown as {__workers: number}).__workers), 'a fresh worker replaced the stuck one').toBe(2);
  });

  test('an unknown chain is reported by the SDK with the chain list', async ({page, gotoHydrated}) => {
    await openPlayground(page, gotoHydrated);
    await setConditions(editor(page), JSON.stringify([{...(TEMPLATES[0]!.conditions[0] as object), chain: 'atlantis'}], null, 2));
    await expect(page.getByTestId('sdk-error')).toContainText('FAILED schema validation');
    // Line 1 is "[", line 2 "{", then contractAddress, standardContractType and chain.
    await expect(page.getByTestId('error-location')).toContainText('[0].chain (line 5)');
  });

  test('script in strings is shown as text, never run', async ({page, gotoHydrated}) => {
    await openPlayground(page, gotoHydrated);
    await page.exposeFunction('scriptRan', () => {
      throw new Error('script in a condition ran');
    });
    const payload = '<img src=x onerror="window.scriptRan()"><script>window.scriptRan()</script>';
    const conditions = [{...(TEMPLATES[0]!.conditions[0] as Record<string, unknown>), returnValueTest: {comparator: '=', value: payload}}];
    await setConditions(editor(page), JSON.stringify(conditions, null, 2));
    await expect(page.getByTestId('humanized')).toHaveText(`Controls wallet with address ${payload}`);
    await expect(page.getByTestId('sample')).toContainText(payload);
    expect(await page.locator('[data-testid="acc-playground"] img, [data-testid="acc-playground"] script').count()).toBe(0);
  });
});

test('keyboard only: pick a template, load it and read the result', async ({page, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  await page.getByLabel('Template').focus();
  await page.keyboard.press('End'); // the last template
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Load template'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toHaveValue(JSON.stringify(TEMPLATES.at(-1)!.conditions, null, 2));
  await expect(status(page)).toHaveText('Status: Valid');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with every result shown (${colorScheme}, 390 px)`, async ({page, gotoHydrated}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.emulateMedia({colorScheme});
    await openPlayground(page, gotoHydrated);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await loadTemplate(page, TEMPLATES.find((t) => t.id === 'evm-erc20')!);
    await page.getByRole('button', {name: 'Copy the set above here'}).click();
    await setConditions(page.getByLabel('Conditions at decryption (JSON)'), JSON.stringify([{...(TEMPLATES[0]!.conditions[0] as object), chain: 'atlantis'}]));
    await expect(page.getByTestId('compare-invalid')).toBeVisible();
    await page.getByRole('button', {name: 'Make a share link'}).click();
    await expect(page.getByTestId('sample')).toBeVisible();
    await page.locator('details').first().evaluate((d: HTMLDetailsElement) => (d.open = true));
    const {violations} = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
  });
}
