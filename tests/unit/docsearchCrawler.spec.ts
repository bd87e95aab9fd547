/** deploy/docsearch-crawler.config.js parses and its selectors find the right parts of the built pages. */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {load} from 'cheerio';
import {test, expect} from '@playwright/test';

const root = path.resolve(__dirname, '../..');
type RecordProps = Record<string, string[] | string | {selectors: string | string[]}>;

function crawlerRecordProps(): RecordProps {
  let captured: {actions: {recordExtractor: (arg: unknown) => unknown}[]} | undefined;
  class Crawler {
    constructor(options: typeof captured) {
      captured = options;
    }
  }
  vm.runInNewContext(fs.readFileSync(path.join(root, 'deploy/docsearch-crawler.config.js'), 'utf8'), {Crawler});
  let props: RecordProps = {};
  const $ = load('<html></html>');
  captured!.actions[0]!.recordExtractor({$, helpers: {docsearch: (o: {recordProps: RecordProps}) => (props = o.recordProps)}});
  return props;
}

const selectorsOf = (v: RecordProps[string]) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : [v.selectors].flat());

test('the crawler selectors match a built doc page', () => {
  const page = path.join(root, 'build/v3/sdk/installation/index.html');
  test.skip(!fs.existsSync(page), 'needs a production build');
  const $ = load(fs.readFileSync(page, 'utf8'));
  const props = crawlerRecordProps();
  const first = (key: string) => selectorsOf(props[key]!).map((s) => $(s).first().text().trim()).find(Boolean);
  expect(first('lvl1')).toBe('Installation');
  expect(first('lvl0')).toBeTruthy();
  expect(first('lvl2')).toBeTruthy();
  expect(first('content')?.length).toBeGreaterThan(20);
  expect($(selectorsOf(props.tags!)[0]!).attr('content')).toBe('docs-default-current');
  expect($(selectorsOf(props.language!)[0]!).attr('content')).toBe('en');
});
