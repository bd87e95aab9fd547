/** Each blog post (in lists and on its page), hydrated in a task of its own after the rest of the page (src/components/HydrateLater). */
import React, {type ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

export default function BlogPostItemWrapper(props: WrapperProps<typeof BlogPostItemType>): ReactNode {
  return (
    <HydrateLater>
      <BlogPostItem {...props} />
    </HydrateLater>
  );
}
