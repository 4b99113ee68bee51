import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { StaleDataNotice } from '@/components/platform/StaleDataNotice';
import { NextLink } from '@/components/ui/NextLink';
import { BREADCRUMB_DIVIDER } from '@/lib/constants';
import styles from './layout.module.css';

export type TCrumb = { label: string; href?: string };

/**
 * The sub-header of a page: its title on the sub-header colour and the breadcrumbs (divider "/").
 * `fixed` keeps it under the top bar while the page scrolls (layout "default with fixed sub-header").
 * Otherwise, once the page has scrolled 100 px (STICKY_HEADER_THRESHOLD, watched by the shell's
 * ScrollSentinel), a compact copy of the title slides in under the top bar: fixed, out of the flow,
 * so nothing on the page moves. Its text is CSS generated content from `data-title` and the bar is
 * aria-hidden: the page keeps a single h1 for assistive technology and text searches.
 * Plain HTML and CSS: it is on every page, so it costs no client JavaScript or runtime styles.
 */
export async function PageHeader({
  title,
  crumbs = [],
  fixed = false,
  actions,
}: {
  title: string;
  crumbs?: TCrumb[];
  fixed?: boolean;
  actions?: ReactNode;
}) {
  const t = await getTranslations('Shell');
  const tc = await getTranslations('Common');
  const trail: TCrumb[] = [{ label: tc('home'), href: '/' }, ...crumbs, { label: title }];
  return (
    <>
      <div className={`${styles.subheader} ${fixed ? styles.subheaderFixed : ''}`} data-testid="page-header" data-sticky-subheader={fixed ? '' : undefined}>
        <div className={`${styles.container} ${styles.headerRow}`}>
          <div className={styles.headerMain}>
            <h1 className={styles.title}>{title}</h1>
            <nav aria-label={t('breadcrumbs')} className={styles.crumbs}>
              <ol>
                {trail.map((c, i) => (
                  <li key={i} data-divider={BREADCRUMB_DIVIDER}>
                    {c.href && i < trail.length - 1 ? <NextLink href={c.href}>{c.label}</NextLink> : <span aria-current="page">{c.label}</span>}
                  </li>
                ))}
              </ol>
            </nav>
          </div>
          {actions}
        </div>
      </div>
      {fixed ? null : <div className={styles.compactHeader} data-title={title} aria-hidden="true" data-testid="page-header-compact" />}
    </>
  );
}

/**
 * The page body container for the default layout; `full` fills the viewport height (score, series).
 * It starts with the "data as of" line when the page showed last good answers of the racing
 * platform in place of fresh ones (StaleDataNotice; `staleNotice={false}` where nothing is shown).
 */
export async function PageBody({ children, full = false, wide = false, staleNotice = true }: { children: ReactNode; full?: boolean; wide?: boolean; staleNotice?: boolean }) {
  return (
    <div className={`${styles.container} ${wide ? styles.containerWide : ''} ${styles.body} ${full ? styles.bodyFull : ''}`}>
      {staleNotice ? <StaleDataNotice /> : null}
      {children}
    </div>
  );
}
