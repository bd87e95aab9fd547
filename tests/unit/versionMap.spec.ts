/** The v3 <-> v2 page mapping used by the version dropdown names only docs that exist (routes.tsv). */
import {test, expect} from '@playwright/test';
import {V3_V2_EQUIVALENTS, equivalentDocId} from '../../src/data/versionMap';
import {specRoutes} from '../support/routes';

const ids = (section: string) => new Set(specRoutes().filter((r) => r.section === section).map((r) => r.docId));

test('every pair names a v3 doc and a v2 doc from routes.tsv', () => {
  const v3 = ids('v3');
  const v2 = ids('v2');
  expect(V3_V2_EQUIVALENTS.filter(([a]) => !v3.has(a))).toEqual([]);
  expect(V3_V2_EQUIVALENTS.filter(([, b]) => !v2.has(b))).toEqual([]);
});

test('no doc is mapped twice in the same direction', () => {
  const firsts = V3_V2_EQUIVALENTS.map(([a]) => a);
  const seconds = V3_V2_EQUIVALENTS.map(([, b]) => b);
  expect(new Set(firsts).size).toBe(firsts.length);
  expect(new Set(seconds).size).toBe(seconds.length);
});

test('the lookup works both ways', () => {
  expect(equivalentDocId('sdk/installation', 'v2')).toBe('sdk/explanation/installation');
  expect(equivalentDocId('sdk/explanation/installation', 'v3')).toBe('sdk/installation');
  expect(equivalentDocId('api-reference/v4-sdk', 'v2')).toBeUndefined();
});
