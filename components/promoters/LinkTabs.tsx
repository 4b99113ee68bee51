import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { NextLink } from '@/components/ui/NextLink';

export type TLinkTab = { key: string; label: string; href: string };

/**
 * Tabs that are links (server-rendered, one URL per tab): a navigation landmark whose current
 * item carries aria-current="page". Wraps on narrow screens, so the current tab is always in view.
 */
export function LinkTabs({ label, tabs, current, testId }: { label: string; tabs: TLinkTab[]; current: string; testId?: string }) {
  return (
    <Box component="nav" aria-label={label} data-testid={testId} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <Box component="li" key={tab.key} sx={{ flex: 'none' }}>
              <MuiLink
                component={NextLink}
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                underline="none"
                data-testid={testId ? `${testId}-${tab.key}` : undefined}
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.25,
                  fontWeight: active ? 700 : 500,
                  whiteSpace: 'nowrap',
                  color: active ? 'primary.main' : 'text.primary',
                  borderBottom: 3,
                  borderColor: active ? 'primary.main' : 'transparent',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                {tab.label}
              </MuiLink>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
