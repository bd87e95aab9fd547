/** Footer: Community, More and Contact columns, logo and copyright. */
import type {Footer} from '@docusaurus/theme-common';
import {DISCORD_URL, DOCS_REPO_URL, GITHUB_ORG_URL, SDK_REPO_URL, SPARK_BLOG_URL, WEBSITE_URL, X_URL} from './links';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: DISCORD_URL},
        {label: 'X (Twitter)', href: X_URL},
        {label: 'GitHub', href: GITHUB_ORG_URL},
        {label: 'Ecosystem', to: '/Ecosystem/community'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Learning Lab', to: '/learningLab/intro'},
        {label: 'SDK source', href: SDK_REPO_URL},
        {label: 'Spark (Lit blog)', href: SPARK_BLOG_URL},
      ],
    },
    {
      title: 'Contact',
      items: [
        {label: 'Support', to: '/support'},
        {label: 'Docs feedback', to: '/feedback'},
        {label: 'Bug bounty', to: '/v3/support/bug-bounty'},
        {label: 'Docs repository', href: DOCS_REPO_URL},
      ],
    },
  ],
  logo: {alt: 'Lit Protocol logo', src: 'img/logo-dark.svg', href: WEBSITE_URL, target: '_blank', width: 40, height: 40},
  copyright: `Copyright © ${new Date().getFullYear()} Lit Protocol. Built with Docusaurus.`,
} satisfies Footer;
