import type { ReactNode } from 'react';
import { OrganiserIntl } from '@/components/organiser/OrganiserIntl';

/** The organiser area (docs/decisions/052): its forms' messages in the browser. Each page checks the role itself. */
export default function OrganiserLayout({ children }: { children: ReactNode }) {
  return <OrganiserIntl>{children}</OrganiserIntl>;
}
