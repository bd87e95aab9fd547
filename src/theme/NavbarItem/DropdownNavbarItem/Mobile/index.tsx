/**
 * The navbar's dropdowns in the mobile menu: the stock collapsible, whose button is a link with role="button"
 * (WCAG 2.1.1 Keyboard, issue 29). Enter follows a link, so it toggles; Space does nothing on a link. This wrapper
 * gives the button the key a button has, through the props the stock item passes on to its link (`onKeyDown` is
 * one of the link's props, NavbarNavLink's, which the dropdown's props extend).
 */
import React, {type ReactNode} from 'react';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type DropdownNavbarItemMobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {clickOnSpace} from '@site/src/lib/clickOnSpace';

type Props = WrapperProps<typeof DropdownNavbarItemMobileType>;

export default function DropdownNavbarItemMobileWrapper(props: Props): ReactNode {
  return <DropdownNavbarItemMobile {...props} onKeyDown={clickOnSpace} />;
}
