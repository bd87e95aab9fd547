/**
 * Version banner on v2 pages (v2 is "unmaintained" in config/docs.ts, pointing readers to v3).
 *
 * The stock banner's "latest version" link goes to the same doc id in v3, which rarely exists because the two
 * versions name their pages differently, so it fell back to /v3/. When src/data/versionMap.ts knows the v3 page
 * on the same topic (the mapping the version dropdown uses), this wrapper renders the banner with the same markup
 * and text, its link going to that page, and adds a note naming it. Otherwise the stock banner is shown.
 */
import React, {type ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {equivalentDocId} from '@site/src/data/versionMap';

type Props = WrapperProps<typeof DocVersionBannerType>;

/** The latest version and its page on the same topic as the current v2 page, when versionMap pairs them. */
function useLatestCounterpart() {
  // Not useDoc(): the banner also renders on generated-index pages, which have no doc context.
  const version = useDocsVersion();
  const {activeDoc} = useActiveDocContext(version.pluginId);
  const versions = useVersions(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  const latest = versions.find((v) => v.isLast);
  const mappedId = version.banner === 'unmaintained' && activeDoc ? equivalentDocId(activeDoc.id, 'v3') : undefined;
  const target = latest && mappedId ? latest.docs.find((doc) => doc.id === mappedId) : undefined;
  return latest && target ? {version, latest, target, savePreferredVersionName} : undefined;
}

/** The stock unmaintained-version banner (same classes, role and words), its link going to the mapped page. */
function MappedVersionBanner({className, counterpart}: {className?: string; counterpart: NonNullable<ReturnType<typeof useLatestCounterpart>>}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {version, latest, target, savePreferredVersionName} = counterpart;
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        This is documentation for {siteConfig.title} <b>{version.label}</b>, which is no longer actively maintained.
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <Link to={target.path} onClick={() => savePreferredVersionName(latest.name)}>
            latest version
          </Link>
        </b>{' '}
        ({latest.label}).
      </div>
    </div>
  );
}

function CurrentCounterpart({counterpart}: {counterpart: NonNullable<ReturnType<typeof useLatestCounterpart>>}): ReactNode {
  const {latest, target, savePreferredVersionName} = counterpart;
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
  const counterpart = useLatestCounterpart();
  if (!counterpart) return <DocVersionBanner {...props} />;
  return (
    <>
      <MappedVersionBanner className={props.className} counterpart={counterpart} />
      <CurrentCounterpart counterpart={counterpart} />
    </>
  );
}
