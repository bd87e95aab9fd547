/**
 * Table of contents in a navigation landmark "On this page". On blog posts the TOC column sits outside <main>, and
 * without a landmark its links were outside every landmark (axe: region).
 */
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
