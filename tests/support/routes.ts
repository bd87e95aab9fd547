/** The public routes of the site, read from the spec's routes.tsv (../shared/spec/routes.tsv). */
import fs from 'node:fs';
import path from 'node:path';
import {ADDED_ROUTES} from './addedRoutes';

export interface SpecRoute {
  section: string;
  route: string;
  docId: string;
  title: string;
}

export const ROUTES_TSV = path.resolve(__dirname, '../../../shared/spec/routes.tsv');

export function specRoutes(): SpecRoute[] {
  const [, ...lines] = fs.readFileSync(ROUTES_TSV, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [section, route, docId, title] = line.split('\t');
    return {section, route, docId: docId ?? '', title: title ?? ''};
  });
}

/**
 * Every route the site must serve: the spec's, then those added by the project (tests/support/addedRoutes.ts).
 * `TEST_ROUTES` (comma-separated, set by `npm run test:changed`) narrows the per-route tests to those routes.
 */
export function siteRoutes(): SpecRoute[] {
  const all = [...specRoutes(), ...ADDED_ROUTES];
  const only = process.env.TEST_ROUTES?.split(',').filter(Boolean);
  return only ? all.filter(({route}) => only.includes(route)) : all;
}

/** Where a doc of a section lives in the repository. */
export const DOC_FOLDERS: Record<string, string> = {
  v3: 'docs',
  v2: 'versioned_docs/version-2.0',
  learningLab: 'learningLab',
  Ecosystem: 'Ecosystem',
};
