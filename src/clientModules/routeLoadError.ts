/**
 * "Page Error" with "Retry" when the code of the page being opened fails to load (spec §2 "If loading a route
 * fails, the page reloads"; §8 "Load error: 'Page Error' title, red box with error text, 'Retry' button").
 *
 * Docusaurus loads a page's own chunks before React takes over the static page; if one fails, React never starts
 * and the page stays readable but dead, silently (the failure is an unhandled promise rejection). Navigations
 * inside the app are covered by Docusaurus itself, which reloads the page when the next route's chunks fail.
 * React is not running here, so the screen is plain DOM, inserted above the page's content; "Retry" reloads.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const SCREEN_ID = 'page-load-error';

const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

/** Webpack and Rspack reject with a ChunkLoadError (scripts) or a "Loading CSS chunk … failed" error (styles). */
export function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk .+ failed/i.test(reason.message));
}

function showPageError(error: Error): void {
  if (document.getElementById(SCREEN_ID)) return;
  document.title = 'Page Error';
  const screen = document.createElement('div');
  screen.id = SCREEN_ID;
  screen.setAttribute('role', 'alert');
  screen.className = 'container margin-vert--lg';
  const box = document.createElement('div');
  // Inline styles: the stylesheet may be what failed. White on #b3261e is 6.5:1.
  box.style.cssText = 'background:#b3261e;color:#fff;border-radius:0.4rem;padding:1rem 1.25rem;max-width:48rem;margin:0 auto';
  const title = document.createElement('h2');
  title.textContent = 'Page Error';
  title.style.cssText = 'color:inherit;margin:0 0 0.5rem';
  const explanation = document.createElement('p');
  explanation.textContent = "This page's code could not be loaded, so the page does not respond. Check the connection, then retry.";
  const message = document.createElement('p');
  message.textContent = String(error);
  message.style.cssText = 'font-family:monospace;white-space:pre-wrap;overflow-wrap:anywhere';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.setAttribute('data-page-error-retry', '');
  retry.style.cssText = 'font:inherit;font-weight:600;padding:0.4rem 1.2rem;border-radius:0.4rem;border:2px solid #fff;background:#fff;color:#b3261e;cursor:pointer';
  box.append(title, explanation, message, retry);
  screen.append(box);
  const main = document.querySelector('main');
  if (main) main.prepend(screen);
  else document.body.prepend(screen);
  retry.focus();
  // Should the page go live after all (the failed chunk was not one it needed), the screen goes.
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    screen.remove();
  });
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (hydrated() || !isChunkLoadError(event.reason)) return;
    event.preventDefault(); // handled here: no "uncaught" report on top of the screen
    showPageError(event.reason);
  });
  // On the window, in the capture phase: before plugins/early-input, which holds clicks on buttons until the page
  // is live, which it never becomes here.
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[data-page-error-retry]')) window.location.reload();
    },
    true,
  );
}
