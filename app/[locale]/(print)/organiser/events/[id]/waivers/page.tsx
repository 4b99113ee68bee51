import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireOrganiserEvent } from '@/components/organiser/guard';
import own from '@/components/organiser/purchases.module.css';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { formatDate } from '@/lib/i18n/format';
import { isLocale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { waiverBundle } from '@/lib/organiser/exports';
import { parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserPurchases.exports' });
  return { title: t('waivers'), robots: { index: false, follow: false } };
}

/**
 * /organiser/events/{id}/waivers (print layout): every signed or rejected waiver of the event with
 * its evidence, for the event's organiser (docs/decisions/056): who (spectator, signer, guardian),
 * the version and language, the document's SHA-256 and the record's seal (checked again now),
 * the document security id, when (UTC and the event's time), the IP address and browser, whether
 * a signature and a selfie were recorded, and a link to the full record. One record never splits
 * over two printed pages.
 */
export default async function WaiverBundlePage({ params }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const { event } = await requireOrganiserEvent(locale, parseId(id), `/organiser/events/${id}/waivers`);
  const t = await getTranslations('OrganiserPurchases.bundle');
  const tl = await getTranslations('Organiser.languages');
  const tr = await getTranslations('SpectatorUi.relationships');
  const records = await waiverBundle(await getDb(), event.id);
  const yes = (value: boolean) => (value ? t('present') : t('absent'));
  const language = (code: string) => (isLocale(code) ? tl(code) : code);
  return (
    <article className={own.bundle} data-testid="waiver-bundle" data-count={records.length}>
      <h1>{t('title', { event: event.name })}</h1>
      <p>{t('printed', { when: `${formatDate(new Date(), locale, 'dateTime', event.timeZone)}`, count: records.length })}</p>
      {records.length === 0 && <p data-testid="waiver-bundle-none">{t('none')}</p>}
      {records.map((r) => (
        <section key={r.uuid} className={own.record} data-testid="bundle-record" data-outcome={r.outcome} data-uuid={r.uuid}>
          <h2>
            {r.spectator.firstName} {r.spectator.lastName} · {t(r.outcome)}
          </h2>
          <dl className={own.evidence}>
            <dt>{t('spectator')}</dt>
            <dd>
              {r.spectator.firstName} {r.spectator.lastName}, {t('born', { date: r.spectator.birthDate })} ·{' '}
              {r.ticketNumber ? t('purchase', { id: r.purchaseId, ticket: r.ticketNumber }) : t('purchaseNoTicket', { id: r.purchaseId })}
              {r.released && <> ({t('released')})</>}
            </dd>
            <dt>{t('signer')}</dt>
            <dd data-testid="bundle-signer">
              {r.signer.firstName} {r.signer.lastName}
              {r.signer.email ? ` · ${r.signer.email}` : ''}
              {r.guardian && (
                <>
                  <br />
                  {t('guardian', { name: `${r.guardian.firstName} ${r.guardian.lastName}`, relationship: tr.has(r.guardian.relationship) ? tr(r.guardian.relationship as 'other') : r.guardian.relationship })}
                </>
              )}
            </dd>
            <dt>{t('version')}</dt>
            <dd data-testid="bundle-version">{t('versionValue', { version: r.waiverVersion, language: language(r.locale) })}</dd>
            <dt>{t('documentHash')}</dt>
            <dd className={own.mono} data-testid="bundle-hash">
              {r.waiverSha256}
            </dd>
            <dt>{t('recordHash')}</dt>
            <dd className={own.mono}>{r.recordSha256}</dd>
            <dt>{t('securityId')}</dt>
            <dd className={own.mono}>{r.documentSecurityId}</dd>
            <dt>{t('recordedAt')}</dt>
            <dd>
              {formatDate(r.recordedAt, locale, 'dateTime', 'UTC')} UTC · {formatDate(r.recordedAt, locale, 'dateTime', event.timeZone)} ({event.timeZone})
            </dd>
            <dt>{t('ip')}</dt>
            <dd data-testid="bundle-ip">{r.ipAddress ?? t('unknown')}</dd>
            <dt>{t('userAgent')}</dt>
            <dd className={own.mono}>{r.userAgent ?? t('unknown')}</dd>
            <dt>{t('signature')}</dt>
            <dd>{yes(r.hasSignature)}</dd>
            <dt>{t('selfie')}</dt>
            <dd data-testid="bundle-selfie">{yes(r.hasSelfie)}</dd>
            <dt>{t('verified')}</dt>
            <dd data-testid="bundle-verified" data-verified={r.verified}>
              {r.verified ? t('verifiedOk') : t('verifiedBad')}
            </dd>
          </dl>
          <p className="no-print">
            <Link href={`/waiver/copy/${r.uuid}`} prefetch={false}>
              {t('copy')}
            </Link>
          </p>
        </section>
      ))}
    </article>
  );
}
