/** The stock navbar, hydrated in a task of its own after the rest of the page (src/components/HydrateLater). */
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import HydrateLater from '@site/src/components/HydrateLater';

export default function NavbarWrapper(): ReactNode {
  return (
    <HydrateLater>
      <Navbar />
    </HydrateLater>
  );
}
