import type { ReactNode } from 'react';
import { MuiRegistry } from '@/components/providers/MuiRegistry';

/** The pages of the main layout that use MUI components (the route group adds nothing to the URL). */
export default function MuiPagesLayout({ children }: { children: ReactNode }) {
  return <MuiRegistry>{children}</MuiRegistry>;
}
