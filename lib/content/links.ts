/**
 * Menu and footer links come from editors in several shapes: an app path ("/results"), a path with
 * a language prefix ("/fr/results"), a simple page via page_content ("api/simple-pages/rules-2026"),
 * or an absolute URL. These helpers turn them into one form.
 */
import { stripLocalePrefix } from '../i18n/locale';

export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}

/** Last path segment of a page_content path: the simple-page seo link (seed §3, Menu item). */
export function pageContentKey(pageContent: string | null | undefined): string | undefined {
  if (!pageContent) return undefined;
  const segments = pageContent.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return segments.at(-1);
}

/** App-relative href for a menu link (no base path, no locale prefix), or the absolute URL. */
export function normalizeHref(link: string | null | undefined, pageContent?: string | null): string {
  const key = pageContentKey(pageContent);
  if ((!link || link.trim() === '') && key) return `/simple-page/${key}`;
  const value = (link ?? '').trim();
  if (value === '') return '/';
  if (isExternalHref(value)) return value;
  let path = value.startsWith('/') ? value : `/${value}`;
  path = path.replace(/^\/ll(?=\/|$)/, '');
  const [pathname = '/', hash = ''] = path.split('#');
  const stripped = stripLocalePrefix(pathname || '/');
  return hash ? `${stripped}#${hash}` : stripped;
}

/** Links with #calendar or #series force a full reload when a hash is present (seed §2). */
export function forcesReload(href: string): boolean {
  return /#(calendar|series)\b/i.test(href);
}

/**
 * Whether a menu item is the active one for the current path: language prefixes are stripped from
 * both sides, and an item is active on its own path and below it (the home item only on "/").
 */
export function isActiveHref(href: string, currentPath: string): boolean {
  if (isExternalHref(href)) return false;
  const target = normalizeHref(href).split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const current = stripLocalePrefix(currentPath.replace(/^\/ll(?=\/|$)/, '') || '/').replace(/\/+$/, '') || '/';
  if (target === '/') return current === '/';
  return current.toLowerCase() === target.toLowerCase() || current.toLowerCase().startsWith(`${target.toLowerCase()}/`);
}

/**
 * URL of a file from the content service: paths under /uploads/ live on the content host (the
 * app itself, under its base path, for the embedded content); anything else is used as given.
 */
export function resolveAssetUrl(url: string, contentHost: string): string;
export function resolveAssetUrl(url: string | null | undefined, contentHost: string): string | undefined;
export function resolveAssetUrl(url: string | null | undefined, contentHost: string): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/uploads/') ? `${contentHost.replace(/\/+$/, '')}${url}` : url;
}
