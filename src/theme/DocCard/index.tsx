/**
 * Doc card (wrapper; plugins/doc-card-descriptions). The version metadata every docs page loads no longer lists
 * its docs (plugins/docs-lean-version-metadata), so this gives the stock card a version whose `docs` are their
 * descriptions, from a data module that loads with the cards only.
 */
import React, {useMemo, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/doc-card-descriptions/default/descriptions.json';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const withDescriptions = useMemo(
    // DocCard reads only `description` of a version's doc (useDocById).
    () => ({...version, docs: (descriptions[version.pluginId]?.[version.version] ?? {}) as unknown as PropVersionDocs}),
    [version],
  );
  return (
    <DocsVersionProvider version={withDescriptions}>
      <DocCard {...props} />
    </DocsVersionProvider>
  );
}
