/**
 * The production browser entry, in place of @docusaurus/core/lib/client/clientEntry.js (see ./index.ts). It renders
 * the same tree, hydrates the same way, and sets `window.docusaurus` as core's does; the difference is when the
 * modules run. Each `await nextTask()` ends the current task, so the browser can paint and handle input between
 * the groups. `webpackMode: "eager"` keeps every module in main.js: no extra request, only a later start.
 */
// The client modules first, as in core's App.js: their order is the stylesheet's order (Infima, then
// src/css/custom.css, then the components' styles), and a component's styles must come after Infima's to win.
import '@generated/client-modules';
import React, {startTransition, type ComponentType, type ReactNode} from 'react';
import ReactDOM from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  // The route table: a loadable component for each route.
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  // The theme's layout (navbar, footer, providers), which the error boundary imports.
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  const [{default: App}, {default: preload}, {default: docusaurus}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  window.docusaurus = docusaurus;
  await nextTask();
  await preload(window.location.pathname);
  await nextTask();

  const Router: ComponentType<{children?: ReactNode}> = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    const container = document.getElementById('__docusaurus')!;
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      window.docusaurusRoot = ReactDOM.createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app);
    }
  });
}

void start();
