/**
 * Space on a collapsible sidebar category toggles it, as on any button (WCAG 2.1.1 Keyboard).
 *
 * A category without a page of its own is a link with role="button" (`href="#"`): Enter follows a link, so it
 * toggles, but Space only scrolled the page, browsers giving links no Space action. The stock category passes the
 * props it does not use itself on to that link (as it does `tabIndex`, the one its type names), so this wrapper gives
 * the link a Space key through them. `keyboard.spec.ts` fails if an upgrade stops passing it.
 */
import React, {type ComponentType, type KeyboardEventHandler, type ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import {clickOnSpace} from '@site/src/lib/clickOnSpace';

type Props = WrapperProps<typeof CategoryType>;

/** The category with the props it passes on to its label link. */
const CategoryWithLinkProps = Category as ComponentType<Props & {onKeyDown?: KeyboardEventHandler<HTMLElement>}>;

export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  // The stock category is a link-button exactly when it is collapsible and has no page (a link of its own).
  const isLinkButton = props.item.collapsible && !props.item.href;
  return <CategoryWithLinkProps {...props} onKeyDown={isLinkButton ? clickOnSpace : undefined} />;
}
