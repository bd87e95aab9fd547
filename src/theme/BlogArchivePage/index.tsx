/**
 * The blog archive (/blog/archive). Ejected from theme-classic 3.10 because the stock page puts the year
 * headings at h3 right under the h1 (axe heading-order): here years are h2. The title and description come from
 * i18n/en/code.json (theme.blog.archive.*). The hero sits inside <main>, so it is not a second banner landmark
 * beside the announcement bar (axe landmark-no-duplicate-banner).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';

interface YearOfPosts {
  year: string;
  posts: ArchiveBlogPost[];
}

/** Posts grouped by year, newest year first, as the archive receives them (newest post first). */
function byYear(posts: readonly ArchiveBlogPost[]): YearOfPosts[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, list]) => ({year, posts: list}));
}

function Year({year, posts}: YearOfPosts): ReactNode {
  const format = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {format.format(new Date(post.metadata.date))}: {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive'});
  const description = translate({id: 'theme.blog.archive.description', message: 'Archive'});
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map((y) => (
                  <Year key={y.year} {...y} />
                ))}
              </div>
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
