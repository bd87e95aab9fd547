/*
 * Inlined in every page's <head> by plugins/load-failure (placeholders filled in there). It watches the page's own
 * scripts and stylesheets until React has rendered the page (src/theme/Root sends __LIVE_EVENT__).
 * If one fails to load before that, the page cannot go live, so the reader is told which of two things happened:
 * - the site's files are not found under the base URL it was built for (a file every build has, __PROBE_URL__,
 *   answers 404): the host serves the site under another path; the wrong-base-URL banner says so and how to fix it;
 * - otherwise (a network error, a server error, a page left from an older deploy): "Page Error", the failed file,
 *   and Retry, which reloads the page (spec §8 "Load error").
 * Resource errors do not bubble, so the listener is on the window, in the capture phase. Plain DOM with inline
 * styles, outside React's root: React is not running, and the stylesheet may be what failed.
 */
(function () {
  var live = false;
  var shown = false;
  document.addEventListener(__LIVE_EVENT__, function () {
    live = true;
  });

  function ownScriptOrStyle(target) {
    var url = target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement && target.rel === 'stylesheet' ? target.href : '';
    return url && new URL(url, location.href).origin === location.origin ? url : '';
  }

  function whenBody(show) {
    if (document.body) show();
    else document.addEventListener('DOMContentLoaded', show);
  }

  function element(tag, text, css) {
    var el = document.createElement(tag);
    if (text) el.textContent = text;
    if (css) el.style.cssText = css;
    return el;
  }

  function showWrongBaseUrl() {
    var banner = element('div', '', 'border:4px solid #b3261e;background:#fff4e5;color:#1c1e21;margin:16px;padding:16px 20px;font:16px/1.5 system-ui,sans-serif');
    banner.id = 'base-url-issue';
    banner.setAttribute('role', 'alert');
    var link = element('a', 'Open the documentation at ' + __SITE_URL__, 'color:#0b57d0;text-decoration:underline');
    link.href = __SITE_URL__;
    banner.append(
      element('p', 'This site did not load properly.', 'font-weight:700;font-size:22px;margin:0 0 8px'),
      element('p', 'Its scripts and styles are not found under "' + __BASE_URL__ + '", the base URL it was built for: this is a wrong base URL. This page, "' + location.pathname + '", is served under another path. Rebuild the site with that path as baseUrl, or serve it at "' + __BASE_URL__ + '".', 'margin:0 0 8px'),
      link,
    );
    document.body.prepend(banner);
  }

  function showPageError(url) {
    document.title = 'Page Error';
    var screen = element('div', '', 'margin:16px auto;padding:0 16px;max-width:48rem;font:16px/1.5 system-ui,sans-serif');
    screen.id = 'page-load-error';
    screen.setAttribute('role', 'alert');
    // White on #b3261e is 6.5:1.
    var box = element('div', '', 'background:#b3261e;color:#fff;border-radius:0.4rem;padding:1rem 1.25rem');
    var retry = element('button', 'Retry', 'font:inherit;font-weight:600;padding:0.4rem 1.2rem;border-radius:0.4rem;border:2px solid #fff;background:#fff;color:#b3261e;cursor:pointer');
    retry.type = 'button';
    retry.setAttribute('data-page-error-retry', '');
    box.append(
      element('h2', 'Page Error', 'color:inherit;font-size:1.5rem;margin:0 0 0.5rem'),
      element('p', "This page's code could not be loaded, so the page does not respond. Check the connection, then retry.", 'margin:0 0 0.5rem'),
      element('p', 'Failed to load ' + url, 'margin:0 0 1rem;font-family:monospace;white-space:pre-wrap;overflow-wrap:anywhere'),
      retry,
    );
    screen.append(box);
    document.body.prepend(screen);
    retry.focus();
  }

  window.addEventListener(
    'error',
    function (event) {
      var url = !live && !shown && ownScriptOrStyle(event.target);
      if (!url) return;
      shown = true;
      fetch(__PROBE_URL__, {method: 'HEAD', cache: 'no-store'})
        .then(function (response) {
          return response.status === 404;
        })
        .catch(function () {
          return false;
        })
        .then(function (wrongBase) {
          whenBody(wrongBase ? showWrongBaseUrl : function () { showPageError(url); });
        });
    },
    true,
  );

  // On the window in the capture phase, so that nothing that holds clicks until the page is live (it never will be
  // here) sees this one first.
  window.addEventListener(
    'click',
    function (event) {
      if (event.target instanceof Element && event.target.closest('[data-page-error-retry]')) location.reload();
    },
    true,
  );
})();
