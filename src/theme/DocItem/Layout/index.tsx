/**
 * The doc column (breadcrumbs, contents, the page, its footer and pager), hydrated in a task of its own after the
 * rest of the page; the content and the feedback widget inside it then take tasks of their own
 * (src/components/HydrateLater).
 */
import React, {type ReactNode} from 'react';
import DocItemLayout from '@theme-original/DocItem/Layout';
import type DocItemLayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

export default function DocItemLayoutWrapper(props: WrapperProps<typeof DocItemLayoutType>): ReactNode {
  return (
    <HydrateLater>
      <DocItemLayout {...props} />
    </HydrateLater>
  );
}
