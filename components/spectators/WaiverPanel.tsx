import type { ComponentProps } from 'react';
import { MuiRegistry } from '@/components/providers/MuiRegistry';
import { WaiverView } from '@/components/waiver/WaiverView';

/**
 * A waiver inside the ticket purchase (the buyer's on step 2, a minor's on step 3). The waiver's
 * components are still built with MUI, so MUI's theme and Emotion's cache are mounted here around
 * them, and nowhere else in the purchase: the rest is plain HTML and CSS modules
 * (docs/decisions/044). The bundler still ships the waiver's client code (MUI, Emotion) with every
 * step of the page: a page's client components form one group of scripts, whichever of them a
 * step renders (Turbopack groups the client components of a page, not of a component).
 */
export async function WaiverPanel(props: ComponentProps<typeof WaiverView>) {
  return (
    <MuiRegistry>
      <WaiverView {...props} />
    </MuiRegistry>
  );
}

