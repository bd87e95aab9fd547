/*
 * Inlined in every page's <head> by plugins/base-url-banner, with __BASE_URL__ and __SITE_URL__ replaced.
 * When the page's scripts did not run by DOMContentLoaded (deferred scripts run before it), the usual reason is a
 * host serving the build under another path than the base URL it was built for: the scripts and the stylesheet are
 * then requested outside it and not found, and the page shows unstyled. The banner says so, in inline styles.
 */
(function () {
  document.addEventListener('DOMContentLoaded', function () {
    if (window.docusaurus || document.getElementById('base-url-issue')) return;
    var banner = document.createElement('div');
    banner.id = 'base-url-issue';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'border:4px solid #b3261e;background:#fff4e5;color:#1c1e21;margin:16px;padding:16px 20px;font:16px/1.5 system-ui,sans-serif';
    var title = document.createElement('p');
    title.style.cssText = 'font-weight:700;font-size:22px;margin:0 0 8px';
    title.textContent = 'This site did not load properly.';
    var why = document.createElement('p');
    why.style.margin = '0 0 8px';
    why.textContent = 'Its scripts and styles were not found. The usual cause is a wrong base URL: the site was built to be served at "' + __BASE_URL__ + '" (its baseUrl), and this page, "' + location.pathname + '", seems to be served under another path. Rebuild the site with that path as baseUrl, or serve it at "' + __BASE_URL__ + '".';
    var link = document.createElement('a');
    link.href = __SITE_URL__;
    link.textContent = 'Open the documentation at ' + __SITE_URL__;
    link.style.cssText = 'color:#0b57d0;text-decoration:underline';
    banner.append(title, why, link);
    document.body.prepend(banner);
  });
})();
