/** The stock footer, hydrated in a task of its own after the rest of the page (src/components/HydrateLater). */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import HydrateLater from '@site/src/components/HydrateLater';

export default function FooterWrapper(): ReactNode {
  return (
    <HydrateLater>
      <Footer />
    </HydrateLater>
  );
}
