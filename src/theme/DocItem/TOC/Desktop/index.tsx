/**
 * The docs table of contents column, not hydrated on phones, where CSS hides it and Docusaurus removes it
 * (src/lib/serverHtml). Its root is the <nav> of src/theme/TOC.
 */
import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {DesktopOnly} from '@site/src/lib/serverHtml';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly as="nav">
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}
