/**
 * Version banner on v2 pages (v2 is "unmaintained" in config/docs.ts, pointing readers to v3).
 *
 * The stock banner links to the same doc id in v3, which rarely exists because the two versions name their pages
 * differently. This wrapper keeps the stock banner and, when src/data/versionMap.ts knows the v3 page on the
 * same topic, adds a direct link to it.
 */
import React, {type ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {equivalentDocId} from '@site/src/data/versionMap';

type Props = WrapperProps<typeof DocVersionBannerType>;

function CurrentCounterpart(): ReactNode {
  // Not useDoc(): the banner also renders on generated-index pages, which have no doc context.
  const version = useDocsVersion();
  const {activeDoc} = useActiveDocContext(version.pluginId);
  const versions = useVersions(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  if (version.banner !== 'unmaintained') return null;
  const latest = versions.find((v) => v.isLast);
  const mappedId = activeDoc && equivalentDocId(activeDoc.id, 'v3');
  const target = latest && mappedId ? latest.docs.find((doc) => doc.id === mappedId) : undefined;
  if (!latest || !target) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="note">
      This topic is covered for the current SDK in the {latest.label} docs:{' '}
      <Link to={target.path} onClick={() => savePreferredVersionName(latest.name)}>
        read the {latest.label} page
      </Link>
      .
    </div>
  );
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return (
    <>
      <DocVersionBanner {...props} />
      <CurrentCounterpart />
    </>
  );
}
