/** The docs sidebar, not hydrated on phones, where CSS hides it and Docusaurus removes it (src/lib/serverHtml). */
import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {DesktopOnly} from '@site/src/lib/serverHtml';

export default function DocSidebarDesktopWrapper(props: WrapperProps<typeof DocSidebarDesktopType>): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
