/**
 * The navbar's search box, hydrated in a task of its own (src/components/HydrateLater), inside the navbar's: the
 * search bar and its hooks were about a fifth of the navbar's hydration. The stock component renders one root
 * element (div.navbarSearchContainer), as a deferred part must.
 */
import React, {type ReactNode} from 'react';
import NavbarSearch from '@theme-original/Navbar/Search';
import type NavbarSearchType from '@theme/Navbar/Search';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

export default function NavbarSearchWrapper(props: WrapperProps<typeof NavbarSearchType>): ReactNode {
  return (
    <HydrateLater>
      <NavbarSearch {...props} />
    </HydrateLater>
  );
}
