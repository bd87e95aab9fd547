/**
 * The blog list (/blog and its pages). Ejected from theme-classic 3.10 because the stock page has no h1 (axe
 * page-has-heading-one) and a wrapper cannot place one inside the blog layout: this copy adds a header with the
 * blog's title and description above the posts, whose titles are h2. Everything else is as upstream.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription, page} = metadata;
  const title = page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{title}</Heading>
          <p>{blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
