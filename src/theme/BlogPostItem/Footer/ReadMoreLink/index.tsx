/**
 * "Read more" under a blog excerpt (ejected, small). The stock link says only "Read more" and names the post in an
 * aria-label; here the post title is part of the link text, hidden visually, so the link makes sense out of context
 * to every reader, search engines included (Lighthouse "Links do not have descriptive text").
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className={styles.visuallyHidden}>
        <Translate id="lit.blog.post.readMoreTitle" description="The post title after Read more, for screen readers and search engines" values={{title: blogPostTitle}}>
          {' about {title}'}
        </Translate>
      </span>
    </Link>
  );
}
