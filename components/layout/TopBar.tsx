'use client';

import { Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Divider from '@mui/material/Divider';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link, usePathname } from '@/i18n/navigation';
import { isActiveHref } from '@/lib/content/links';
import type { TLanguage, TMenuItem, TMenuLink } from '@/lib/content/port';
import { LanguageMenu } from './LanguageMenu';
import { MenuLink } from './MenuLink';

const LAST_PAGE_CONTENT_KEY = 'portal:lastPageContent';

/** Which top item is active: its own href or one of its children matches the current path. */
export function findActiveIndex(items: TMenuItem[], pathname: string): number {
  const best = items.findIndex((item) => isActiveHref(item.href, pathname) && item.href !== '/');
  if (best >= 0) return best;
  const viaChild = items.findIndex((item) => item.children.some((c) => isActiveHref(c.href, pathname)));
  if (viaChild >= 0) return viaChild;
  return items.findIndex((item) => isActiveHref(item.href, pathname));
}

/**
 * The entries of a dropdown: the sub-menus, preceded by the parent's own page when none of the
 * sub-menus already leads there (so a parent with children never hides its page).
 */
export function dropdownEntries(item: TMenuItem): TMenuLink[] {
  const own = item.href && item.href !== '/' && !item.children.some((c) => c.href === item.href);
  return own ? [{ id: -item.id, name: item.name, href: item.href, openInNewTab: item.openInNewTab, pageContentKey: item.pageContentKey }, ...item.children] : item.children;
}

function DesktopMenu({ items, pathname }: { items: TMenuItem[]; pathname: string }) {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState<{ id: number; anchor: HTMLElement } | null>(null);
  const active = findActiveIndex(items, pathname);

  return (
    <Tabs
      component="nav"
      aria-label={t('mainMenu')}
      value={active >= 0 ? active : false}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      textColor="inherit"
      slotProps={{ indicator: { style: { backgroundColor: 'var(--mui-palette-portal-mainMenuButtonFill)', height: 3 } } }}
      sx={{ flex: 1, minWidth: 0, display: { xs: 'none', lg: 'flex' } }}
    >
      {items.map((item, index) =>
        item.children.length > 0 ? (
          <Tab
            key={item.id}
            value={index}
            label={item.name}
            icon={<ExpandMoreIcon fontSize="small" />}
            iconPosition="end"
            aria-haspopup="menu"
            aria-expanded={open?.id === item.id ? 'true' : 'false'}
            onClick={(e) => setOpen({ id: item.id, anchor: e.currentTarget })}
            sx={{ minHeight: 64, textTransform: 'none', fontSize: 'var(--mui-palette-portal-mainMenuButtonFontSize)' }}
            data-testid={`menu-${item.id}`}
          />
        ) : (
          <Tab
            key={item.id}
            value={index}
            label={item.name}
            component={MenuLink}
            href={item.href}
            openInNewTab={item.openInNewTab}
            aria-current={index === active ? 'page' : undefined}
            sx={{ minHeight: 64, textTransform: 'none', fontSize: 'var(--mui-palette-portal-mainMenuButtonFontSize)' }}
            data-testid={`menu-${item.id}`}
          />
        ),
      )}
      {items.map((item) =>
        item.children.length > 0 ? (
          <Menu
            key={`m${item.id}`}
            anchorEl={open?.id === item.id ? open.anchor : null}
            open={open?.id === item.id}
            onClose={() => setOpen(null)}
          >
            {dropdownEntries(item).map((child) => (
              <MenuItem
                key={child.id}
                component={MenuLink}
                href={child.href}
                openInNewTab={child.openInNewTab}
                selected={isActiveHref(child.href, pathname)}
                onClick={() => setOpen(null)}
              >
                {child.name}
                {child.openInNewTab ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
              </MenuItem>
            ))}
          </Menu>
        ) : null,
      )}
    </Tabs>
  );
}

function MobileDrawer({ items, pathname }: { items: TMenuItem[]; pathname: string }) {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  const [parent, setParent] = useState<TMenuItem | null>(null);
  const close = () => {
    setOpen(false);
    setParent(null);
  };

  return (
    <Box sx={{ display: { xs: 'flex', lg: 'none' } }}>
      <IconButton color="inherit" edge="start" aria-label={t('openMenu')} onClick={() => setOpen(true)} data-testid="drawer-button">
        <MenuIcon />
      </IconButton>
      <Drawer anchor="left" open={open} onClose={close} slotProps={{ paper: { sx: { width: 300 } } }}>
        <Box component="nav" aria-label={t('mainMenu')} data-testid="drawer">
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={t('closeMenu')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Divider />
          {parent ? (
            <List>
              <ListItemButton onClick={() => setParent(null)} data-testid="drawer-back">
                <ArrowBackIcon fontSize="small" sx={{ mr: 1 }} />
                <ListItemText primary={t('backToRoot')} />
              </ListItemButton>
              <Divider />
              {dropdownEntries(parent).map((child) => (
                <ListItemButton
                  key={child.id}
                  component={MenuLink}
                  href={child.href}
                  openInNewTab={child.openInNewTab}
                  selected={isActiveHref(child.href, pathname)}
                  onClick={close}
                >
                  <ListItemText primary={child.name} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <List>
              {items.map((item) =>
                item.children.length > 0 ? (
                  <ListItemButton
                    key={item.id}
                    onClick={() => setParent(item)}
                    aria-label={t('openSubmenu', { name: item.name })}
                    selected={item.children.some((c) => isActiveHref(c.href, pathname))}
                  >
                    <ListItemText primary={item.name} />
                    <ChevronRightIcon />
                  </ListItemButton>
                ) : (
                  <ListItemButton
                    key={item.id}
                    component={MenuLink}
                    href={item.href}
                    openInNewTab={item.openInNewTab}
                    selected={isActiveHref(item.href, pathname)}
                    onClick={close}
                  >
                    <ListItemText primary={item.name} />
                  </ListItemButton>
                ),
              )}
            </List>
          )}
        </Box>
      </Drawer>
    </Box>
  );
}

/** Remember the page-content key of the last visited menu page (seed §2). */
function useRememberPageContent(items: TMenuItem[], pathname: string) {
  useEffect(() => {
    const all = items.flatMap((i) => [i, ...i.children]);
    const match = all.find((i) => i.pageContentKey && isActiveHref(i.href, pathname));
    if (match?.pageContentKey) {
      try {
        window.localStorage.setItem(LAST_PAGE_CONTENT_KEY, match.pageContentKey);
      } catch {
        // Storage may be disabled (private mode): nothing to keep.
      }
    }
  }, [items, pathname]);
}

export function TopBar({
  items,
  languages,
  logoUrl,
  siteName,
}: {
  items: TMenuItem[];
  languages: TLanguage[];
  logoUrl?: string;
  siteName: string;
}) {
  const pathname = usePathname();
  const topItems = items.filter((i) => !i.hideOnTopMenu);
  useRememberPageContent(items, pathname);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'var(--mui-palette-portal-navbar)', color: 'var(--mui-palette-portal-mainMenuButtonFont)' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: 64 }}>
        <MobileDrawer items={items} pathname={pathname} />
        <Box component={Link} href="/" sx={{ display: 'flex', alignItems: 'center', mr: 2, flexShrink: 0 }} aria-label={siteName}>
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- SVG/remote logos from the content service
            <img src={logoUrl} alt={siteName} height={44} style={{ display: 'block', height: 44, width: 'auto' }} />
          ) : (
            <strong>{siteName}</strong>
          )}
        </Box>
        <DesktopMenu items={topItems} pathname={pathname} />
        <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
        <Suspense>
          <LanguageMenu languages={languages} />
        </Suspense>
      </Toolbar>
    </AppBar>
  );
}
