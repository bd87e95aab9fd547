/** The docs sidebar column, hydrated in a task of its own after the rest of the page (src/components/HydrateLater). */
import React, {type ReactNode} from 'react';
import DocRootLayoutSidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type DocRootLayoutSidebarType from '@theme/DocRoot/Layout/Sidebar';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

export default function DocRootLayoutSidebarWrapper(props: WrapperProps<typeof DocRootLayoutSidebarType>): ReactNode {
  return (
    <HydrateLater>
      <DocRootLayoutSidebar {...props} />
    </HydrateLater>
  );
}
