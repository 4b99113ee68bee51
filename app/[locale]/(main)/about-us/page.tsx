import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import content from '@/components/content/content.module.css';
import styles from '@/components/content/pages.module.css';
import { getAbout, listContactLists } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { loadOr } from '@/lib/http/safe';
import type { TLocale } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';

/** One load per request, shared by the metadata and the page (`ok: false`: nothing to show). */
const loadAbout = cache((locale: TLocale) => loadPageContent('about', () => getAbout(locale)));

/** A tel: link target: digits and a leading +, nothing else. */
function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  const loaded = await loadAbout(locale);
  return { title: (loaded.ok && loaded.value.title) || t('title'), description: t('description') };
}

/** /about-us: the about text and body, then the organisation's contact lists. */
export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('About');
  const [loaded, contactLists] = await Promise.all([
    loadAbout(locale),
    loadOr('contact lists', () => listContactLists(locale), []),
  ]);
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('title')} retryHref="/about-us" />;
  }
  const about = loaded.value;
  const lists = contactLists.filter((l) => l.contacts.length > 0);

  return (
    <ContentPage title={about.title || t('title')}>
      {about.aboutHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.aboutHtml }} data-testid="about-about" /> : null}
      {about.bodyHtml ? <div className={`rich-text ${styles.aboutBody}`} dangerouslySetInnerHTML={{ __html: about.bodyHtml }} data-testid="about-body" /> : null}
      {lists.length > 0 ? (
        <section aria-labelledby="about-contacts" className={styles.aboutContacts} data-testid="about-contacts">
          <h2 id="about-contacts" className={`${content.h2} ${content.headingGapLarge}`}>
            {t('contacts')}
          </h2>
          <div className={styles.contactLists}>
            {lists.map((list) => (
              <section key={list.id} aria-labelledby={`contact-list-${list.id}`} className={`${content.paper} ${styles.contactList}`} data-testid="contact-list">
                <h3 id={`contact-list-${list.id}`} className={`${content.h3} ${styles.contactListTitle}`}>
                  {list.title}
                </h3>
                <ul className={`${content.plainList} ${styles.contacts}`}>
                  {list.contacts.map((c, i) => (
                    <li key={`${c.name}-${i}`}>
                      <p className={styles.contactName}>{c.name}</p>
                      {c.role ? <p className={content.body2}>{c.role}</p> : null}
                      {c.email ? (
                        <p className={`${content.body2} ${styles.contactEmail}`}>
                          {t('email')}{' '}
                          <a href={`mailto:${c.email}`} className={content.link}>
                            {c.email}
                          </a>
                        </p>
                      ) : null}
                      {c.phone ? (
                        <p className={content.body2}>
                          {t('phone')}{' '}
                          <a href={telHref(c.phone)} className={content.link}>
                            {c.phone}
                          </a>
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ) : null}
    </ContentPage>
  );
}
