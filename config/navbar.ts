/** Top navigation: Docs, Ecosystem, Learning Lab, the version dropdown, the language switcher and the SDK repository. */
import type {Navbar} from '@docusaurus/theme-common';
import {SDK_REPO_URL} from './links';

export const navbar = {
  title: 'Lit Protocol',
  // Always shown: a navbar that comes back on scroll up covered what had focus (WCAG 2.4.11), and one hidden at the
  // foot of a long page stayed hidden (spec §4). With html's scroll-padding (src/css/custom.css) nothing hides under it.
  hideOnScroll: false,
  logo: {alt: 'Lit Protocol logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/v3/', width: 32, height: 32},
  items: [
    // type "doc" follows the reader's preferred docs version (v3 unless they chose v2).
    {type: 'doc', docId: 'intro/overview', label: 'Docs', position: 'left'},
    {type: 'docSidebar', sidebarId: 'learningLab', docsPluginId: 'learningLab', label: 'Learning Lab', position: 'left'},
    {type: 'docSidebar', sidebarId: 'ecosystem', docsPluginId: 'ecosystem', label: 'Ecosystem', position: 'left'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
    // Spec §1: keeps the page's path (and query and hash) and swaps the locale prefix; en is the only locale.
    {type: 'localeDropdown', position: 'right', className: 'navbar-locale-switcher'},
    {
      href: SDK_REPO_URL,
      position: 'right',
      className: 'navbar-github-link',
      'aria-label': 'Lit JavaScript SDK source on GitHub',
      html: '<span class="navbar-github-link__text">GitHub</span>',
    },
  ],
} satisfies Navbar;
