/**
 * The mobile menu as a modal dialog (WCAG 2.2 2.4.3 Focus Order, issue 29). The stock panel is a fixed layer over the
 * page with no dialog semantics: opened from the keyboard, focus stayed on the menu button behind it, and Tab went on
 * to the page hidden under it. Here the stock menu (header, main menu, docs sidebar) is rendered inside a native
 * `<dialog>` opened with `showModal()`, so the browser does what a dialog needs:
 *   - focus moves into the menu, Tab and Shift+Tab stay in it, and the page behind is inert;
 *   - Escape closes it (the dialog's own `cancel`), and closing it gives focus back to the menu button;
 *   - a click beside the panel (on the dimmed page) closes it.
 * Open or closed is still Docusaurus's state (`useNavbarMobileSidebar`), so its menu button, its Close button, its
 * links, back navigation and a viewport wider than 996 px (spec §4) open and close the dialog as they did the panel.
 * The menu is rendered the first time it opens, not with every page on a phone (rendering the docs sidebar for a
 * menu most readers never open costs main-thread time); its code is in the main bundle (about 1 KB: loading it
 * separately does not pay, CONTRIBUTING).
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

export default function NavbarMobileSidebarDialog(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [rendered, setRendered] = useState(false);
  if (shown && !rendered) setRendered(true);

  // Before paint, so the menu never shows without its dialog's focus handling.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [shown, rendered]);

  // The browser closed the dialog (Escape): tell Docusaurus, whose state shows the panel.
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onClose = () => {
      if (shownRef.current) toggle();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [rendered, toggle]);

  if (!rendered) return null;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Site menu"
      onClick={(event) => {
        // The dialog's own box is the dimmed page around the panel.
        if (event.target === event.currentTarget) toggle();
      }}>
      <MobileSidebar />
    </dialog>
  );
}
