/**
 * The static HTML is rendered by React and hydrated by Preact (plugins/preact-client). React's `useId` numbers ids
 * differently in the two, so site code uses fixed ids, or ids derived from content (src/lib/domId.ts), instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {domId} from '../../src/lib/domId';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?|mdx?)$/.test(entry.name) ? [full] : [];
  });
}

test('no site component calls useId (its ids differ between the server render and the browser)', () => {
  const offenders = sourceFiles(path.join(root, 'src'))
    .flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\buseId\s*\(/.test(line) ? [`${path.relative(root, file)}:${i + 1}: use a fixed id or domId() from src/lib/domId.ts`] : [])),
    );
  expect(offenders).toEqual([]);
});

test('domId makes readable, stable ids from content', () => {
  expect(domId('quiz', '', 'What does a PKP hold?')).toBe('quiz-what-does-a-pkp-hold');
  expect(domId('page-feedback-comment')).toBe('page-feedback-comment');
  expect(domId('🔐')).toBe('id');
  expect(domId('x'.repeat(100))).toHaveLength(48);
});
