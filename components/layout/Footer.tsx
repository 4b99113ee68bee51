import { getTranslations } from 'next-intl/server';
import type { TFooterItem } from '@/lib/content/port';
import { MenuLink } from './MenuLink';
import styles from './layout.module.css';

/** Footer links (visible, sorted, new tab when asked) and the copyright: plain HTML and CSS. */
export async function Footer({ items, siteName }: { items: TFooterItem[]; siteName: string }) {
  const t = await getTranslations('Shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <nav aria-label={t('footer')}>
          <ul className={styles.footerLinks} data-testid="footer-links">
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink href={item.href} openInNewTab={item.openInNewTab}>
                  {item.name}
                  {item.openInNewTab ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear(), name: siteName })}</p>
      </div>
    </footer>
  );
}
