/**
 * Site-wide head tags (wrapper): the stock ones, plus the social card image of the section the page is in
 * (src/data/socialCards.ts). Rendered once above every route, so a page's own image (front matter) overrides it.
 */
import React, {type ReactNode} from 'react';
import OriginalSiteMetadata from '@theme-original/SiteMetadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {socialCardFor} from '@site/src/data/socialCards';

export default function SiteMetadata(): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const sitePath = `/${pathname.slice(baseUrl.length)}`.replace(/\/{2,}/g, '/');
  return (
    <>
      <OriginalSiteMetadata />
      <PageMetadata image={socialCardFor(sitePath)} />
    </>
  );
}
