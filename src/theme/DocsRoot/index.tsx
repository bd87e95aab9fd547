/**
 * Docs root (spec §2 "Any unmatched path shows a not-found page").
 *
 * The main docs live at routeBasePath "/", so their root route catches every path of the site. The stock
 * component renders an empty layout when no version matches (e.g. /nothing-here, and build/404.html itself);
 * this wrapper shows the not-found page instead.
 */
import React, {type ReactNode} from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type {WrapperProps} from '@docusaurus/types';
import NotFound from '@theme/NotFound';
import {matchPath, useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof DocsRootType>;

export default function DocsRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const matches = (props.route.routes ?? []).some((route) =>
    matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}),
  );
  return matches ? <DocsRoot {...props} /> : <NotFound />;
}
