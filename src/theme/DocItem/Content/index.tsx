/**
 * Doc page content with the "Copy page as Markdown" control above it (for readers who paste docs into tools).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPageMarkdown />
      <Content {...props} />
    </>
  );
}
