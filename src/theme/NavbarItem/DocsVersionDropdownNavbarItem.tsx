/**
 * Version dropdown (spec §1, §4: "docs version dropdown", "preferred docs version remembered per docs area").
 *
 * Why not the stock component alone: it only links to the *same doc id* in the other version, and the v2 and v3
 * docs use different ids for the same topic (sdk/explanation/installation vs sdk/installation). This wrapper
 * keeps everything else of the stock behaviour (preferred version saved on click, ?search#hash kept, mobile
 * label) and resolves targets through src/data/versionMap.ts. Docs instances without versions use the original.
 * On a desktop the dropdown is the site's disclosure (./DropdownNavbarItem/Desktop: click, Enter or Space
 * opens it, Escape closes it, never on hover); its button opens the list and is not itself a link to a version.
 */
import React, {type ReactNode} from 'react';
import OriginalDropdown from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
  type ActiveDocContext,
} from '@docusaurus/plugin-content-docs/client';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {equivalentDocId} from '@site/src/data/versionMap';

/** The v3/v2 label of a version by its path ("v3" or "v2"). */
function versionKey(version: GlobalVersion): 'v3' | 'v2' | undefined {
  return /\/v3\/?$/.test(version.path) ? 'v3' : /\/v2\/?$/.test(version.path) ? 'v2' : undefined;
}

export function targetPath(version: GlobalVersion, context: ActiveDocContext): string {
  const activeDoc = context.activeDoc;
  const key = versionKey(version);
  if (activeDoc && key && context.activeVersion !== version) {
    const mappedId = equivalentDocId(activeDoc.id, key);
    const mapped = mappedId && version.docs.find((doc) => doc.id === mappedId);
    if (mapped) return mapped.path;
  }
  const sameId = context.alternateDocVersions[version.name];
  if (sameId) return sameId.path;
  return version.docs.find((doc) => doc.id === version.mainDocId)!.path;
}

function MappedVersionDropdown({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: _configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const context = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const mobileSidebar = useNavbarMobileSidebar();
  const displayed = candidates[0] ?? versions[0]!;

  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      // Only a jump to the same page keeps ?search#hash: anchors rarely exist on the mapped page.
      to: `${targetPath(version, context)}${context.alternateDocVersions[version.name] ? `${search}${hash}` : ''}`,
      isActive: () => version === context.activeVersion,
      // An item's own onClick replaces the one the mobile menu gives its links to close itself: close it here too.
      onClick: () => {
        savePreferredVersionName(version.name);
        if (mobile && mobileSidebar.shown) mobileSidebar.toggle();
      },
    })),
    ...dropdownItemsAfter,
  ];

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={mobile ? 'Versions' : displayed.label}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

export default function DocsVersionDropdownNavbarItem(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId);
  if (versions.length < 2) return <OriginalDropdown {...props} />;
  return <MappedVersionDropdown {...props} />;
}
