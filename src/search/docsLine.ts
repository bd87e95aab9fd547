/**
 * The docs line (v3 or v2) a search covers. The search page takes it from `version` in its URL, else from the
 * version the reader last chose in the version dropdown (Docusaurus stores it as the docs plugin's preferred
 * version), else v3. The modal's "See all N results" link names it only when it differs from that default, so the
 * page shows the results the link counted.
 */
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';

export type DocsLine = 'v3' | 'v2';

/** The line of the reader's preferred version of the main docs; v3 when none is stored (and before mount). */
export function usePreferredDocsLine(): DocsLine {
  const {preferredVersion} = useDocsPreferredVersion('default');
  return preferredVersion && /\/v2\/?$/.test(preferredVersion.path) ? 'v2' : 'v3';
}

/** The line a `version` URL parameter names, if any ("v2", "v2.x.x", "v3"). */
export function docsLineOf(param: string | null): DocsLine | undefined {
  if (param?.startsWith('v2')) return 'v2';
  if (param?.startsWith('v3')) return 'v3';
  return undefined;
}
