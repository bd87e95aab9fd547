/**
 * The access control conditions playground (/v3/sdk/access-control/playground, issues 19 and 27), against the
 * production build. What the page shows is compared with the playground's SDK module run here in Node, which
 * tests/unit/playgroundSdk.spec.ts in turn compares with encryptString and decryptToString of the pinned SDK.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type {Page, Worker} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {workerScripts} from '../support/workerScripts.mjs';
import {walletAllowlist} from '../support/allowlist.mjs';
import {TEMPLATES, type Template} from '../../src/components/AccessControlPlayground/templates';
import * as sdk from '../../src/components/AccessControlPlayground/sdk';
import {toChecksumAddress} from '../../src/components/AccessControlPlayground/addresses';

const ROUTE = '/v3/sdk/access-control/playground';
const root = path.resolve(__dirname, '../..');

const editor = (page: Page) => page.getByRole('textbox', {name: 'Conditions (JSON)'});
const status = (page: Page) => page.getByTestId('status');
const template = (id: string) => TEMPLATES.find((t) => t.id === id)!;
/** The address with the case of its first letter flipped: no longer its EIP-55 checksum. */
const flipCase = (address: string) => address.replace(/[a-fA-F]/, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
const VALID = 'Status: Valid: encryptString accepts this set';
const INVALID = 'Status: Invalid: encryptString refuses this set';

async function openPlayground(page: Page, gotoHydrated: (p: string) => Promise<void>, route = ROUTE) {
  await gotoHydrated(route);
  await expect(page.getByTestId('acc-playground')).toHaveAttribute('data-sdk-ready', 'true');
  // The editor has replaced the server-rendered textarea.
  await expect(page.locator('[data-editor="codemirror"]')).toHaveCount(1);
  // The first check has finished: its verdict, sentence and sample are on the page, so nothing below the
  // conditions moves any more (they add several hundred pixels; a click aimed before that could land elsewhere).
  await expect(status(page)).not.toHaveText(/^Status: (Loading the SDK|Checking)…$/);
}

/** The text the page holds, read back from its share link (the editor shows only the lines in view). */
async function heldText(page: Page): Promise<string> {
  const url = await page.getByTestId('share-url').inputValue();
  if (!url) return '';
  // share.ts: `z` is the state as JSON, deflate-raw compressed, base64url-encoded.
  const z = new URLSearchParams(new URL(url).hash.slice(1)).get('z');
  if (z === null) return '';
  return (JSON.parse(zlib.inflateRawSync(Buffer.from(z, 'base64url')).toString('utf8')) as {c: string}).c;
}

async function loadTemplate(page: Page, t: Template) {
  await page.getByLabel('Template').selectOption(t.id);
  await page.getByRole('button', {name: 'Load template'}).click();
  await expect.poll(() => heldText(page)).toBe(JSON.stringify(t.conditions, null, 2));
}

/**
 * Replaces the editor's text with a paste (select all, then a paste event carrying the text: one edit, as a
 * reader's paste is; typing it with insertText would make an edit per line).
 */
async function pasteConditions(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await editor(page).evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
}

/** Pastes `text` (pasteConditions) and waits until the page holds it. */
async function setConditions(page: Page, text: string) {
  await pasteConditions(page, text);
  await expect.poll(() => heldText(page)).toBe(text);
}

test('every template, loaded one after another: encryptString accepts it; the page shows the SDK\'s sentence and hash', async ({page, gotoHydrated}) => {
  // One page for all of them, as a reader switches templates (a page load each cost more than the checks).
  await openPlayground(page, gotoHydrated);
  for (const t of TEMPLATES) {
    await test.step(t.id, async () => {
      const expected = await sdk.analyse(t.kind, t.conditions);
      expect(expected.verdict.ok).toBe(true);
      await loadTemplate(page, t);
      await expect(status(page)).toHaveText(VALID);
      await expect(page.getByTestId('validation')).toContainText('encryptString: accepted');
      await expect(page.getByTestId('humanized')).toHaveText(expected.humanized?.ok ? expected.humanized.value : '');
      await expect(page.getByTestId('hash').first()).toHaveText(expected.hash.ok ? expected.hash.value : '');
      await expect(page.getByLabel('Kind (parameter name)')).toHaveValue(t.kind);
    });
  }
});

test('an operator out of order is refused as encryptString refuses it, marked, and gets no sentence or sample', async ({page, gotoHydrated}) => {
  const conditions = [{operator: 'and'}, template('evm-wallet').conditions[0]];
  const expected = await sdk.analyse('accessControlConditions', conditions);
  await openPlayground(page, gotoHydrated);
  await setConditions(page, JSON.stringify(conditions, null, 2));
  await expect(status(page)).toHaveText(INVALID);
  await expect(page.getByTestId('sdk-error')).toHaveText('Invalid params: Invalid boolean Access Control Conditions');
  expect(expected.verdict.ok || expected.verdict.message).toBe('Invalid params: Invalid boolean Access Control Conditions');
  await expect(page.getByTestId('error-location')).toContainText('Where: [0]');
  await expect(page.getByTestId('error-explanation')).toContainText('cannot begin with an operator');
  await expect(page.getByTestId('humanized-none')).toBeVisible();
  await expect(page.getByTestId('no-sample')).toBeVisible();
  // The editor marks the operator.
  await page.getByRole('button', {name: 'Show in the editor'}).click();
  await expect(editor(page)).toBeFocused();
  expect(await page.evaluate(() => getSelection()?.toString())).toBe('{\n    "operator": "and"\n  }');
});

test('a schema error shows the SDK message and selects the field it names', async ({page, gotoHydrated}) => {
  const broken = structuredClone(template('evm-timestamp').conditions) as Record<string, unknown>[];
  broken[2]!.chain = 'notAChain';
  const expected = await sdk.analyse('accessControlConditions', broken);
  await openPlayground(page, gotoHydrated);
  await setConditions(page, JSON.stringify(broken, null, 2));
  await expect(status(page)).toHaveText(INVALID);
  await expect(page.getByTestId('sdk-error')).toHaveText(expected.verdict.ok ? '' : expected.verdict.message);
  await expect(page.getByTestId('error-location')).toContainText('Where: [2]');
  await expect(page.getByTestId('validation')).toContainText('decryptToString runs no schema validator');
  await page.getByRole('button', {name: 'Show in the editor'}).click();
  expect(await page.evaluate(() => getSelection()?.toString())).toBe('"notAChain"');
  await expect(page.getByTestId('no-sample')).toBeVisible();
});

test('a JSON syntax error gives its line and column', async ({page, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  await setConditions(page, '[\n  {"chain": "ethereum",}\n]');
  await expect(page.getByTestId('input-problem')).toContainText('line 2, column 23');
  await expect(page.getByTestId('problems')).toContainText('Error, line 2, column 23: This is not valid JSON');
});

test('near misses get "did you mean" with a fix; checksums and hidden characters are flagged', async ({page, gotoHydrated}) => {
  const wallet = template('evm-wallet').conditions[0] as Record<string, unknown>;
  await openPlayground(page, gotoHydrated);
  await setConditions(page, JSON.stringify([{...wallet, chain: 'ethereumm'}], null, 2));
  await expect(page.getByTestId('problems')).toContainText('"ethereumm" is not a chain the schema lists. Did you mean "ethereum"?');
  await page.getByRole('button', {name: 'Use "ethereum"'}).click();
  await expect(status(page)).toHaveText(VALID);

  // A checksummed address (toChecksumAddress is checked against ethers in tests/unit/playgroundEditor.spec.ts).
  const good = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7');
  await setConditions(page, JSON.stringify([{...wallet, returnValueTest: {comparator: '=>', value: good}}], null, 2));
  await expect(page.getByTestId('problems')).toContainText('Did you mean ">="?');
  await expect(page.getByTestId('problems')).not.toContainText('EIP-55');
  await setConditions(page, JSON.stringify([{...wallet, returnValueTest: {comparator: '=', value: flipCase(good)}}], null, 2));
  await expect(page.getByTestId('problems')).toContainText('does not match its EIP-55 checksum');

  await setConditions(page, JSON.stringify([{...wallet, returnValueTest: {comparator: '=', value: '0x1111\u202E1111'}}], null, 2));
  await expect(page.getByTestId('problems')).toContainText('A hidden U+202E RIGHT-TO-LEFT OVERRIDE');
  await expect(page.getByTestId('sample')).toContainText('0x1111\\u202e1111');
});

test('Ctrl+Space completes the keys and values the schemas allow', async ({page, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  await setConditions(page, '[{"chain": ""}]');
  await page.keyboard.press('ControlOrMeta+End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Space');
  await expect(page.getByRole('listbox')).toContainText('"ethereum"');
  await expect(page.getByRole('listbox')).not.toContainText('"solana"');
  await page.keyboard.type('polyg');
  // The list follows the typed prefix once CodeMirror has filtered it; Enter pressed before that, on a busy machine,
  // typed a newline instead of accepting (ci29). Wait for what a reader sees: "polygon" chosen in the list.
  await expect(page.getByRole('listbox').getByRole('option', {selected: true})).toHaveText(/"polygon"/);
  await page.keyboard.press('Enter');
  await expect.poll(() => heldText(page)).toBe('[{"chain": "polygon"}]');
  // Keys of an EVM basic condition, required ones first.
  await setConditions(page, '[{}]');
  await page.keyboard.press('ControlOrMeta+End');
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Space');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/"contractAddress"/);
});

test('the builder writes the JSON and follows it; a chain offers only what it supports', async ({page, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  await loadTemplate(page, template('unified-nft-or-sol'));
  const builder = page.getByTestId('builder');
  await builder.getByLabel('Chain', {exact: true}).last().selectOption('solanaDevnet');
  const types = await builder.getByLabel('Condition', {exact: true}).last().locator('option').allTextContents();
  expect(types.slice(1)).toEqual(['SOL balance', 'Solana account (wallet address)']);
  await builder.getByLabel('Join with').last().selectOption('and');
  await builder.getByLabel('Condition', {exact: true}).last().selectOption('sol-wallet');
  await builder.getByRole('button', {name: 'Add condition'}).last().click();
  await expect.poll(async () => JSON.parse(await heldText(page)).length).toBe(5);
  const written = JSON.parse(await heldText(page)) as Record<string, unknown>[];
  expect(written[3]).toEqual({operator: 'and'});
  expect(written[4]).toMatchObject({conditionType: 'solRpc', chain: 'solanaDevnet', method: ''});
  // The JSON's edit shows in the builder.
  await setConditions(page, JSON.stringify(template('evm-erc1155').conditions, null, 2));
  await page.getByLabel('Kind (parameter name)').selectOption('accessControlConditions');
  await expect(builder.getByText('ERC-1155 balance on polygon')).toBeVisible();
  await builder.getByRole('button', {name: 'Edit'}).click();
  await builder.getByLabel('Token ID').fill('8');
  await expect.poll(async () => (JSON.parse(await heldText(page)) as {parameters: string[]}[])[0]!.parameters).toEqual([':userAddress', '8']);
});

test('each ERC-20 has its own decimals and symbol; 2.5 and -3 are refused', async ({page, gotoHydrated}) => {
  const erc20 = template('evm-erc20').conditions[0] as Record<string, unknown>;
  const second = {...erc20, contractAddress: '0x4444444444444444444444444444444444444444', returnValueTest: {comparator: '>=', value: '2500000000000000000'}};
  const conditions = [erc20, {operator: 'and'}, second];
  const tokens = {[erc20.contractAddress as string]: {decimals: 6, symbol: 'USDC'}, [second.contractAddress]: {decimals: 18, symbol: 'WETH'}};
  const expected = await sdk.analyse('accessControlConditions', conditions, tokens);
  await openPlayground(page, gotoHydrated);
  await setConditions(page, JSON.stringify(conditions, null, 2));
  const panel = page.getByTestId('tokens');
  await panel.getByLabel('Decimals').first().fill('2.5');
  await expect(panel.getByTestId('decimals-problem')).toHaveText('Decimals are a whole number (an ERC-20 token reports them as one).');
  await panel.getByLabel('Decimals').first().fill('-3');
  await expect(panel.getByTestId('decimals-problem')).toHaveText('Decimals cannot be negative.');
  await panel.getByLabel('Decimals').first().fill('6');
  await panel.getByLabel('Symbol (optional)').first().fill('USDC');
  await panel.getByLabel('Decimals').last().fill('18');
  await panel.getByLabel('Symbol (optional)').last().fill('WETH');
  await expect(page.getByTestId('humanized')).toHaveText(expected.humanized?.ok ? expected.humanized.value : 'x');
  await expect(page.getByTestId('humanized')).toHaveText('Owns at least 100.0 of USDC tokens and Owns at least 2.5 of WETH tokens');
});

test('"use this chain" on a unified set changes only the conditions of that family', async ({page, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  await loadTemplate(page, template('unified-nft-or-sol'));
  await page.getByLabel('Chain names of the pinned SDK').selectOption('solanaDevnet');
  await page.getByRole('button', {name: 'Use this chain in every condition of its family'}).click();
  await expect(page.getByTestId('chain-applied')).toHaveText('One condition now use solanaDevnet; one condition of another chain family kept its chain.');
  // The share link follows the settled text (a deferred render, then an asynchronous compression).
  await expect.poll(async () => (JSON.parse(await heldText(page)) as {chain: string}[]).map((c) => c.chain)).toEqual(['ethereum', undefined, 'solanaDevnet']);
});

test('the comparison aligns by structure: an added or-branch is one row, a wrapped set is the same conditions', async ({page, gotoHydrated}) => {
  const base = template('evm-wallet-or').conditions;
  await openPlayground(page, gotoHydrated);
  await setConditions(page, JSON.stringify(base, null, 2));
  await page.getByRole('button', {name: 'Copy the set above here'}).click();
  const compare = page.getByLabel('Conditions at decryption (JSON)');
  await expect(page.getByTestId('comparison-verdict')).toContainText('same hash');
  const extra = {...(base[0] as object), returnValueTest: {comparator: '=', value: '0x5555555555555555555555555555555555555555'}};
  await compare.fill(JSON.stringify([...base, {operator: 'or'}, extra], null, 2));
  const rows = page.getByTestId('differences').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td').first()).toHaveText('added');
  await expect(rows.first().locator('td').nth(3)).toContainText('or {');
  await compare.fill(JSON.stringify([base], null, 2));
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td').first()).toHaveText('regrouped');
  await expect(rows.first()).toContainText('The same conditions in the same order');
});

test('the address bar follows every edit through the router; the link restores; Copied resets; a broken link says so', async ({page, context, gotoHydrated}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlayground(page, gotoHydrated);
  const t = template('sol-balance');
  await loadTemplate(page, t);
  await expect(page).toHaveURL(/#kind=solRpcConditions&z=/);
  // The link is settled when the share field and the address bar agree (both follow the editor after a pause, and
  // the compressed link is written asynchronously): a click before that copies a link the page is about to replace,
  // and the button rightly offers to copy the new one instead of saying Copied.
  await expect.poll(async () => (await page.getByTestId('share-url').inputValue()) === page.url()).toBe(true);
  const before = page.url();
  await page.getByRole('button', {name: 'Copy the link'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' ');
  await expect.poll(() => page.url()).not.toBe(before);
  await expect(page.getByRole('button', {name: 'Copy the link'})).toBeVisible();
  expect(await page.getByTestId('share-url').inputValue()).toBe(page.url());
  // No entry per edit: Back leaves the page's history as it was before the visit.
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId('acc-playground')).toHaveAttribute('data-sdk-ready', 'true');
  await expect.poll(() => heldText(other)).toBe(`${JSON.stringify(t.conditions, null, 2)} `);
  await expect(other.getByLabel('Kind (parameter name)')).toHaveValue('solRpcConditions');
  // A link edited in the address bar (same page, new fragment).
  await other.evaluate(() => (window.location.hash = 'kind=solRpcConditions&c=!!!'));
  await expect(other.getByTestId('link-problem')).toContainText('cannot be read');
  await other.close();
});

test('typing into a 300-condition set on a slow CPU keeps every key: a late re-check never writes an older text back', async ({page, gotoHydrated}) => {
  test.setTimeout(180_000);
  await openPlayground(page, gotoHydrated);
  const text = JSON.stringify(walletAllowlist(300), null, 2);
  // Paste, and type at once, as a reader fixing an address does: the large set's first check and render are
  // still running while the keys come.
  await pasteConditions(page, text);
  // The cursor inside the last address; then keys at a typist's pace while the CPU is slowed 4x, so re-checks
  // of the large set finish between and after keys (before the fix, an older reported text was written back
  // over what was typed, and the next keys landed at the start of the document).
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const typed = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmn';
  for (const ch of typed) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(150); // the pace of the keys, not a wait for a result
  }
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  const last = `0x${(300).toString(16).padStart(40, '0')}`;
  await expect.poll(() => heldText(page), {timeout: 60_000}).toBe(text.replace(`"${last}"`, `"${last}${typed}"`));
  await expect(status(page)).toHaveText(VALID);
});

test('when the browser refuses to copy, the page says so instead of staying silent', async ({page, gotoHydrated}) => {
  // A browser that refuses clipboard access (no permission, or the document not focused) rejects writeText.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))}});
  });
  await openPlayground(page, gotoHydrated);
  await page.getByRole('button', {name: 'Copy the link'}).click();
  await expect(page.getByTestId('copy-failed')).toHaveText('The browser did not allow copying. Select the text and copy it yourself.');
  await expect(page.getByRole('button', {name: 'Copy the link'})).toBeVisible();
});

test('a link of the first version naming a Cosmos kind opens as a unified set', async ({page, gotoHydrated}) => {
  const cosmos = JSON.stringify(template('cosmos-balance').conditions);
  await gotoHydrated(`${ROUTE}#kind=cosmosConditions&c=${Buffer.from(cosmos).toString('base64url')}`);
  await expect(page.getByTestId('acc-playground')).toHaveAttribute('data-sdk-ready', 'true');
  await expect(page.getByLabel('Kind (parameter name)')).toHaveValue('unifiedAccessControlConditions');
  await expect(status(page)).toHaveText(VALID);
});

test("every template's sample compiles against the pinned SDK (scripts/check-samples.mjs)", async ({page, gotoHydrated}) => {
  test.setTimeout(240_000);
  await openPlayground(page, gotoHydrated);
  const sections: string[] = [];
  for (const t of TEMPLATES) {
    await loadTemplate(page, t);
    await expect(status(page)).toHaveText(VALID);
    const sample = page.getByTestId('sample');
    await expect(sample).toContainText('encryptString');
    sections.push(`## ${t.id}`, '', '```ts', (await sample.textContent()) ?? '', '```', ''); // textContent: the block is laid out only near the viewport (content-visibility)
  }
  // The unified template mixing EVM and Solana lets a reader prove either chain: it signs with both.
  expect(sections.join('\n')).toContain("solana: await checkAndSignAuthMessage({ chain: 'solana', nonce })");
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
  for (const t of TEMPLATES) {
    await loadTemplate(page, t);
    await expect(status(page)).toHaveText(VALID);
  }
  await page.getByRole('button', {name: 'Copy the set above here'}).click();
  await expect(page.getByTestId('comparison-verdict')).toBeVisible();
  // Only the site's own static files may still arrive (a lazily loaded chunk, the favicon): GETs without a query,
  // to this server. Nothing carries the conditions anywhere.
  const sent = requests.slice(before).filter((r) => !/^GET [^?#]+\/(assets|img)\/[^?#]+$/.test(r) || !r.startsWith(`GET ${origin}/`));
  expect(sent, 'requests made while checking conditions').toEqual([]);
  expect(workers).toHaveLength(1);
  const fetchedByWorker = await workerScripts(page, workers);
  expect(fetchedByWorker.length).toBeGreaterThan(0);
  expect(fetchedByWorker.map((s) => s.url).filter((u) => !u.startsWith(`${origin}/assets/js/`))).toEqual([]);
  expect(blockedRequests).toEqual([]);
});

test.describe('bad input gets a message, never a crash or a frozen tab', () => {
  const wallet = () => template('evm-wallet').conditions[0];
  const cases: {name: string; text: () => string; where: 'input-problem' | 'sdk-error'; message: RegExp}[] = [
    {name: 'invalid JSON', text: () => '[{"chain": "ethereum",}]', where: 'input-problem', message: /This is not valid JSON \(line 1, column 22\)/},
    {name: 'more than 512 KB of JSON', text: () => `[${'"x",'.repeat(150_000)}"x"]`, where: 'input-problem', message: /The input is 586 KB; the playground reads at most 512 KB\./},
    {name: 'more than 600 conditions', text: () => JSON.stringify(Array.from({length: 1201}, (_, i) => [wallet(), {operator: 'or'}][i % 2])), where: 'input-problem', message: /The set holds 601 conditions; the playground checks 600 at most/},
    {name: 'deeply nested groups', text: () => '['.repeat(5000) + ']'.repeat(5000), where: 'input-problem', message: /Groups are nested 5,?000 levels deep; the playground reads 32 levels at most/},
    {name: 'not an array', text: () => JSON.stringify(wallet()), where: 'sdk-error', message: /^Expecting "Array" type for parameter named accessControlConditions in Lit-JS-SDK function encryptString\(\)/},
    {name: 'a number among the conditions', text: () => '[1]', where: 'sdk-error', message: /Cannot use 'in' operator to search for 'operator' in 1/},
    {name: 'an empty array', text: () => '[]', where: 'sdk-error', message: /^Invalid params: Invalid boolean Access Control Conditions$/},
  ];
  test(`one after another in one page: ${cases.map((c) => c.name).join(', ')}`, async ({page, gotoHydrated}) => {
    await openPlayground(page, gotoHydrated);
    for (const c of cases) {
      await test.step(c.name, async () => {
        await setConditions(page, c.text());
        await expect(page.getByTestId(c.where)).toHaveText(c.message);
        // Still responsive: a template loads and validates.
        await loadTemplate(page, TEMPLATES[0]!);
        await expect(status(page)).toHaveText(VALID);
      });
    }
  });

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
    await setConditions(page, JSON.stringify(TEMPLATES[1]!.conditions));
    await expect(page.getByTestId('input-problem')).toContainText('took longer than 5 s', {timeout: 9000});
    await page.evaluate(() => ((window as unknown as {__stall: boolean}).__stall = false));
    await loadTemplate(page, TEMPLATES[0]!);
    await expect(status(page)).toHaveText(VALID);
    expect(await page.evaluate(() => (window as unknown as {__workers: number}).__workers), 'a fresh worker replaced the stuck one').toBe(2);
  });

  test('script in strings is shown as text, never run', async ({page, gotoHydrated}) => {
    await openPlayground(page, gotoHydrated);
    await page.exposeFunction('scriptRan', () => {
      throw new Error('script in a condition ran');
    });
    const payload = '<img src=x onerror="window.scriptRan()"><script>window.scriptRan()</script>';
    const conditions = [{...(TEMPLATES[0]!.conditions[0] as Record<string, unknown>), returnValueTest: {comparator: '=', value: payload}}];
    await setConditions(page, JSON.stringify(conditions, null, 2));
    await expect(page.getByTestId('humanized')).toHaveText(`Controls wallet with address ${payload}`);
    await expect(page.getByTestId('sample')).toContainText(payload);
    expect(await page.locator('[data-testid="acc-playground"] img, [data-testid="acc-playground"] script').count()).toBe(0);
  });
});

test('keyboard only: load a template, indent with Ctrl+], and leave the editor with Tab', async ({page, gotoHydrated}) => {
  await openPlayground(page, gotoHydrated);
  await page.getByLabel('Template').focus();
  await page.keyboard.press('End'); // the last template
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Load template'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => heldText(page)).toBe(JSON.stringify(TEMPLATES.at(-1)!.conditions, null, 2));
  await expect(status(page)).toHaveText(VALID);
  // Ctrl+] indents the line; Tab moves on, as everywhere on the page (no keyboard trap).
  await editor(page).focus();
  await page.keyboard.press('Control+Home');
  const before = await heldText(page);
  await page.keyboard.press('Control+BracketRight');
  await expect.poll(() => heldText(page)).not.toBe(before);
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editor(page)).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="acc-playground"]') !== null)).toBe(true);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with every result shown (${colorScheme}, 390 px)`, async ({page, gotoHydrated}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width: 390, height: 844});
    await page.emulateMedia({colorScheme});
    await openPlayground(page, gotoHydrated);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const erc20 = template('evm-erc20').conditions[0] as Record<string, unknown>;
    await setConditions(page, JSON.stringify([{...erc20, chain: 'ethereumm'}], null, 2));
    await expect(page.getByTestId('problems')).toBeVisible();
    await loadTemplate(page, template('evm-erc20'));
    await page.getByTestId('builder').getByRole('button', {name: 'Edit'}).click();
    await page.getByRole('button', {name: 'Copy the set above here'}).click();
    await page.getByLabel('Conditions at decryption (JSON)').fill(JSON.stringify([{...(TEMPLATES[0]!.conditions[0] as object), chain: 'atlantis'}]));
    await expect(page.getByTestId('compare-invalid')).toBeVisible();
    await expect(page.getByTestId('sample')).toBeVisible();
    await page.locator('details').first().evaluate((d: HTMLDetailsElement) => (d.open = true));
    const {violations} = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
  });
}
