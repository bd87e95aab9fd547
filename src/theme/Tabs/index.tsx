/**
 * Tabs, hydrated in a task of their own (src/components/HydrateLater): a tab set holds several code blocks, and was
 * the largest block of the content part on the installation pages. The stock component renders one root element
 * (div.tabs-container), as a deferred part must.
 */
import React, {type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

export default function TabsWrapper(props: WrapperProps<typeof TabsType>): ReactNode {
  return (
    <HydrateLater>
      <Tabs {...props} />
    </HydrateLater>
  );
}
