/**
 * The navbar's dropdowns on a desktop (the version dropdown, and any `type: 'dropdown'` or locale dropdown item),
 * owned rather than wrapped: WCAG 2.2 1.4.13 Content on Hover or Focus and 2.1.1 Keyboard (issue 29).
 *
 * The stock dropdown opens on hover (over the page's content, and a diagonal pointer path closes it), Escape does not
 * close it, and its state is private: no prop opens or closes it. This one is a disclosure, a native
 * `<details>`/`<summary>`, in Infima's dropdown classes so it looks the same:
 * - it opens on click, Enter or Space only, never on hover, and works before the page is live (no script needed);
 * - Escape closes it and puts focus back on its button; so do a click elsewhere and focus moving out of it;
 * - its items are reached with Tab, and with the arrow keys, Home and End (the arrows wrap around);
 * - choosing an item closes it.
 * A dropdown's own `to` is not used: its button only opens the list (a button that is also a link cannot do both
 * for a keyboard user). Put a link to the page among the items. On a phone the stock collapsible in the menu is used
 * (../Mobile).
 */
import React, {useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import styles from './styles.module.css';

/** The keys that move focus among the items, and where each one goes. */
const ITEM_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export default function DropdownNavbarItemDesktop({items, position, className, label, children}: Props): ReactNode {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    if (detailsRef.current) detailsRef.current.open = false;
    if (returnFocus) summaryRef.current?.focus();
  }, []);

  // A list opened before the page was live (native <details>) has no toggle event React saw.
  useEffect(() => setOpen(detailsRef.current?.open ?? false), []);

  // Closed after a navigation, whatever caused it (not at the first render: a list the reader opened before the page
  // was live stays open).
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    close(false);
  }, [pathname, close]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' && detailsRef.current?.open) {
      event.preventDefault();
      close(true);
      return;
    }
    const move = ITEM_KEYS[event.key];
    // A closed list opens with the arrow keys (Home and End only move within an open one).
    if (!move || (!detailsRef.current?.open && !event.key.startsWith('Arrow'))) return;
    // The items are this component's own list; their links are whatever the navbar item renders.
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    if (detailsRef.current && !detailsRef.current.open) detailsRef.current.open = true;
    const current = links.indexOf(document.activeElement as HTMLElement);
    const next = current < 0 ? (event.key === 'ArrowUp' || event.key === 'End' ? links.length - 1 : 0) : move(current, links.length);
    links[next]!.focus();
  };

  return (
    <details
      ref={detailsRef}
      className={clsx('navbar__item', 'dropdown', styles.dropdown, {'dropdown--right': position === 'right'})}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close(false);
      }}>
      <summary ref={summaryRef} className={clsx('navbar__link', styles.button, className)}>
        {children ?? label}
      </summary>
      <ul ref={listRef} className={clsx('dropdown__menu', styles.menu)}>
        {items.map((item, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...item}
            onClick={(event) => {
              item.onClick?.(event);
              close(false);
            }}
            key={i}
          />
        ))}
      </ul>
    </details>
  );
}
