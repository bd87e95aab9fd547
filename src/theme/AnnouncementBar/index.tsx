/**
 * Announcement bar (spec §3 "Announcement bar", §4 "dismissed per its id; a new id shows it again").
 *
 * The stock bar stores the dismissal per id. This wrapper adds what it lacks:
 * - a new id shows the bar at once: the stock inline script hides the bar before hydration when *any* earlier
 *   announcement was dismissed, and that attribute is never cleared, so a new announcement stayed hidden until
 *   the next page load;
 * - for keyboard users, closing it moves focus to the main content instead of dropping it on <body> (the close
 *   button disappears under the focus). The stock bar is already a banner landmark, so the wrapper adds no role.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** Same target as the "Skip to main content" link. */
function focusMainContent(): void {
  const main = document.querySelector('main:first-of-type') ?? document.getElementById('__docusaurus_skipToContent_fallback');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  (main as HTMLElement).focus({preventScroll: true});
}

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  if (!isActive) return null;
  return (
    <div
      onClickCapture={(event) => {
        if ((event.target as HTMLElement).closest('button')) {
          // Let the stock handler remove the bar first, then move focus.
          window.setTimeout(focusMainContent, 0);
        }
      }}>
      <AnnouncementBar {...props} />
    </div>
  );
}
