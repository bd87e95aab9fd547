/**
 * Outbound link tracking (spec §7: page views "with outbound-link tracking"): a click on a link to another site
 * sends a gtag event. Loaded only when GTAG_TRACKING_ID is set (config/analytics.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {trackEvent} from '@site/src/lib/analytics';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.origin === window.location.origin || !/^https?:$/.test(link.protocol)) return;
      trackEvent('click', {event_category: 'outbound', event_label: link.href, transport_type: 'beacon'});
    },
    {capture: true},
  );
}
