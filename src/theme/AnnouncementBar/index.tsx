/**
 * Announcement bar (spec §3 "Announcement bar", §4 "dismissed per its id; a new id shows it again"), owned.
 *
 * The stock bar is hidden before the page is live by an attribute theme-classic's inline script sets when *any*
 * announcement was closed, and nothing public clears it: a new announcement stayed hidden, for the whole visit, from
 * a reader who had closed an older one. This bar is the stock one's parts (its content and close button, through
 * their props) in markup of its own, which that attribute does not hide:
 * - open or closed is Docusaurus's state (`useAnnouncementBar`), which keeps the dismissal per id; closing also
 *   stores the id for plugins/announcement-dismissed, whose inline script hides the bar from the first paint on the
 *   next page load (no flash) when the stored id is the current one;
 * - closing it moves focus to the main content instead of dropping it on <body> (the close button disappears);
 * - its close button's focus ring is drawn inside the button, which sits at the edge of the window (WCAG 2.4.7), and
 *   the bar grows with its text instead of being cut to a fixed height (WCAG 1.4.12).
 * Storage that cannot be used leaves the bar shown on each load, and closing it still works.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {SkipToContentFallbackId, ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import {ANNOUNCEMENT_DISMISSED} from '@site/config/announcement';
import styles from './styles.module.css';

/**
 * Same target, found the same way, as theme-common's "Skip to main content" link (its fallback id is a public export):
 * the page's main landmark, made focusable from script only, as that link does.
 */
function focusMainContent(): void {
  const main = document.querySelector('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  (main as HTMLElement).focus({preventScroll: true});
}

function rememberDismissed(id: string): void {
  try {
    localStorage.setItem(ANNOUNCEMENT_DISMISSED.storageKey, id);
  } catch {
    // Storage blocked: the bar shows again on the next load, as for a reader who never closed it.
  }
}

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!announcementBar || !isActive) return null;
  const {id, backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div className={clsx(ThemeClassNames.announcementBar.container, styles.bar, isCloseable && styles.closeable)} style={{backgroundColor, color: textColor}} role="banner">
      <AnnouncementBarContent className={styles.content} />
      {isCloseable && (
        <AnnouncementBarCloseButton
          className={styles.close}
          onClick={() => {
            rememberDismissed(id);
            close();
            focusMainContent();
          }}
        />
      )}
    </div>
  );
}
