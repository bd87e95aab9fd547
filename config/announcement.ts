/**
 * The site-wide announcement bar. Readers who close it are not shown it again until `id` changes:
 * give every new announcement a new id.
 */
import type {ThemeConfig} from '@docusaurus/preset-classic';

export const announcementBar = {
  id: 'sdk-6-datil-2026-11',
  content:
    'The v3 docs cover the Lit SDK 6.x on the Datil networks. Still on 2.x? See the <a href="/v3/sdk/migrations/6.0.0">migration guides</a>.',
  backgroundColor: '#3b1d8f',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;

/**
 * How a closed announcement stays closed before the page is live (src/theme/AnnouncementBar,
 * plugins/announcement-dismissed): the closed announcement's id in local storage, and the attribute an inline script
 * sets on <html> when it matches the current id, which hides the bar from the first paint.
 */
export const ANNOUNCEMENT_DISMISSED = {
  storageKey: 'lit-announcement-dismissed',
  attribute: 'data-lit-announcement-dismissed',
} as const;
