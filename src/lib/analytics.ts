/** Sends an analytics event when gtag is loaded (GTAG_TRACKING_ID set at build time); otherwise does nothing. */
type Gtag = (command: 'event', name: string, params: Record<string, string | number>) => void;

export function trackEvent(name: string, params: Record<string, string | number>): boolean {
  const gtag = (window as unknown as {gtag?: Gtag}).gtag;
  if (typeof gtag !== 'function') return false;
  gtag('event', name, params);
  return true;
}
