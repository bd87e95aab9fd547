/**
 * Announcement dismissed: a closed announcement does not flash on the next page load (spec §4 "Announcement bar:
 * dismissed per its id"). React learns that the reader closed the announcement only once the page is live, so the
 * static page would show the bar until then. This plugin inlines a one-line script at the top of every page's <head>
 * (the plugin API's injectHtmlTags) that sets an attribute on <html> when the id in local storage is the current
 * announcement's; the bar's stylesheet hides it under that attribute (src/theme/AnnouncementBar). A new id does not
 * match, so a new announcement shows at once. Storage that cannot be read leaves the bar shown. The host's
 * Content-Security-Policy allows the script by its hash (plugins/host-config hashes every inline script).
 */
import type {Plugin} from '@docusaurus/types';
import {ANNOUNCEMENT_DISMISSED, announcementBar} from '../../config/announcement';

export function announcementDismissedScript(id: string): string {
  const {storageKey, attribute} = ANNOUNCEMENT_DISMISSED;
  return `try{if(localStorage.getItem(${JSON.stringify(storageKey)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(attribute)},'')}catch(e){}`;
}

export default function announcementDismissed(): Plugin {
  return {
    name: 'announcement-dismissed',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: announcementDismissedScript(announcementBar.id)}]};
    },
  };
}
