/** The blog's tag list (wrapper): the stock page, with the meta description it lacks. */
import React, {type ReactNode} from 'react';
import OriginalBlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import {PageMetadata} from '@docusaurus/theme-common';

export default function BlogTagsListPage(props: Props): ReactNode {
  return (
    <>
      <OriginalBlogTagsListPage {...props} />
      <PageMetadata description="Every tag used on the Lit developer blog, with the number of posts under each." />
    </>
  );
}
