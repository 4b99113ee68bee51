import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiserEvent } from '@/components/organiser/guard';
import { WaiverVersionForm } from '@/components/organiser/WaiverVersionForm';
import styles from '@/components/organiser/organiser.module.css';
import { WaiverDocument } from '@/components/waiver/WaiverDocument';
import { Link } from '@/i18n/navigation';
import { LOCALES } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { formatDate } from '@/lib/i18n/format';
import { asLocale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { WAIVER_LIMITS } from '@/lib/organiser/forms';
import { waiverVersions } from '@/lib/organiser/tickets';
import { textView } from '@/lib/spectators/waiver-texts';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Organiser' });
  return { title: t('waiver.heading'), robots: { index: false } };
}

const EMPTY = { en: '', es: '', fr: '' };

/**
 * /organiser/events/{id}/waiver: the versions of the event's waiver (how many signed each), a
 * preview of any version in any language as the signer sees it (`?preview={version}&lang=`), and
 * the form of a new version started from the current one (docs/decisions/053).
 */
export default async function OrganiserWaiverPage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const query = await searchParams;
  const { event } = await requireOrganiserEvent(locale, parseId(id), `/organiser/events/${id}/waiver`);
  const t = await getTranslations('Organiser');
  const tl = await getTranslations('Organiser.languages');
  const versions = await waiverVersions(await getDb(), event.id);
  const current = versions[0];
  const previewVersion = Number(firstParam(query.preview) ?? current?.version ?? 0);
  const langParam = firstParam(query.lang);
  const previewLang = asLocale(langParam, locale);
  const preview = versions.find((v) => v.version === previewVersion) ?? current;
  const view = preview ? textView(preview, previewLang) : null;
  const boxes = current?.boxes.map((b) => b.label) ?? [];
  return (
    <>
      <PageHeader
        title={t('waiver.heading')}
        crumbs={[{ label: t('title'), href: '/organiser' }, { label: event.name, href: `/organiser/events/${event.id}` }, { label: t('waiver.heading') }]}
      />
      <PageBody>
        <section className={styles.section} aria-labelledby="versions">
          <h2 id="versions">{t('waiver.versions')}</h2>
          {versions.length === 0 ? (
            <p data-testid="waiver-versions-none">{t('waiver.noneYet')}</p>
          ) : (
            <div className={styles.tableBox}>
              <table className={styles.table} data-testid="waiver-versions">
                <thead>
                  <tr>
                    <th scope="col">{t('waiver.version')}</th>
                    <th scope="col">{t('waiver.title')}</th>
                    <th scope="col">{t('waiver.effective')}</th>
                    <th scope="col" className={styles.num}>{t('waiver.signed')}</th>
                    <th scope="col" className={styles.num}>{t('waiver.rejected')}</th>
                    <th scope="col">{t('waiver.preview')}</th>
                  </tr>
                </thead>
                <tbody>
                  {versions.map((v) => (
                    <tr key={v.id} data-testid="waiver-version" data-version={v.version}>
                      <td>{v === current ? t('waiver.versionCurrent', { version: v.version }) : v.version}</td>
                      <td>{v.title[locale]}</td>
                      <td>{formatDate(v.effectiveAt, locale, 'dateTime', event.timeZone)}</td>
                      <td className={styles.num}>{v.signed}</td>
                      <td className={styles.num}>{v.rejected}</td>
                      <td>
                        {LOCALES.map((lang, i) => (
                          <span key={lang}>
                            {i > 0 && ' · '}
                            <Link href={`/organiser/events/${event.id}/waiver?preview=${v.version}&lang=${lang}#preview`} aria-label={t('waiver.previewLabel', { version: v.version, language: tl(lang) })}>
                              {lang.toUpperCase()}
                            </Link>
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {view && preview && (
          <section className={styles.section} aria-labelledby="preview" id="preview">
            <h2 id="preview">{t('waiver.previewHeading', { version: preview.version, language: tl(previewLang) })}</h2>
            <div className={styles.preview} lang={previewLang} data-testid="waiver-preview" data-version={preview.version} data-lang={previewLang}>
              <WaiverDocument text={view} headingLevel={3} />
              <ul>
                {view.boxes.map((box) => (
                  <li key={box.key}>☐ {box.label}</li>
                ))}
                <li>☐ {view.consentText}</li>
                <li>☐ {view.certificationText}</li>
              </ul>
            </div>
          </section>
        )}
        <section className={styles.section} aria-labelledby="new-version">
          <h2 id="new-version">{current ? t('waiver.newVersion', { version: current.version + 1 }) : t('waiver.firstVersion')}</h2>
          <WaiverVersionForm
            eventId={event.id}
            boxRows={Math.min(WAIVER_LIMITS.boxes, Math.max(4, boxes.length + 2))}
            current={{
              title: current?.title ?? EMPTY,
              body: current?.body ?? EMPTY,
              consent: current?.consentText ?? EMPTY,
              certification: current?.certificationText ?? EMPTY,
              boxes,
            }}
          />
        </section>
      </PageBody>
    </>
  );
}
