/**
 * The light/dark switch (spec §1 "light/dark switch", §4 "Colour mode: light or dark"). Owned, not wrapped:
 * theme-classic marks ColorModeToggle safe to eject; this replaces the 3.10.2 component (same props).
 *
 * The stock switch has three states when the system preference is respected (system, light, dark), and on a fresh
 * visit its first click chose "light" or "dark" as already shown, so nothing changed. This one has two: a click
 * always switches to the other of what the reader sees (`useColorMode().colorMode`, which is the system's mode until
 * the reader chooses), and the choice is stored and synced across tabs by the theme as before (`onChange`). With no
 * stored choice the system preference still applies (config: `respectPrefersColorScheme`).
 *
 * The icon shows the mode in use, from the documented `data-theme` attribute, which the theme sets before the
 * page is painted, so it is right before React takes over.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type {Props} from '@theme/ColorModeToggle';
import styles from './styles.module.css';

function modeName(mode: ColorMode): string {
  return mode === 'dark'
    ? translate({message: 'dark mode', id: 'theme.colorToggle.ariaLabel.mode.dark', description: 'The name for the dark color mode'})
    : translate({message: 'light mode', id: 'theme.colorToggle.ariaLabel.mode.light', description: 'The name for the light color mode'});
}

export default function ColorModeToggle({className, buttonClassName, onChange}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const name = modeName(colorMode);
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, buttonClassName)}
        onClick={() => onChange(colorMode === 'dark' ? 'light' : 'dark')}
        // Enabled once React runs the page (plugins/early-input replays a click made before).
        disabled={!isBrowser}
        title={name}
        aria-label={translate(
          {message: 'Switch between dark and light mode (currently {mode})', id: 'theme.colorToggle.ariaLabel', description: 'The ARIA label for the color mode toggle'},
          {mode: name},
        )}>
        <IconLightMode aria-hidden className={clsx(styles.icon, styles.lightIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.icon, styles.darkIcon)} />
      </button>
    </div>
  );
}
