import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { singleEventChoices } from '@/components/organiser/memberships/events';
import { MembershipTypeForm, NewRangeForm, RangeEditor, TypeStateButtons } from '@/components/organiser/memberships/TypeForms';
import { MembershipTypeSummary, RangeLine } from '@/components/organiser/memberships/TypeSummary';
import { rangeFormValues, typeFormValues } from '@/components/organiser/memberships/values';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { OrganiserFormIntl } from '@/components/organiser/shared/ScopedIntl';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organisesOrganization } from '@/lib/organiser/access';
import { CURRENCIES } from '@/lib/organiser/forms';
import { membershipType } from '@/lib/organiser/membership-types';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserMemberships' });
  return { title: t('editTitle'), robots: { index: false } };
}

/**
 * /organiser/memberships/{id}: one membership type as its organiser runs it (docs/decisions/057):
 * its settings, retire or put back on sale (delete only when nobody ever bought it), and its price
 * ranges (edit, off sale, delete when none was sold, add). Another organisation's type, or an
 * unknown id, reads "not found".
 */
export default async function MembershipTypePage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const query = await searchParams;
  const organiser = await requireOrganiser(locale, `/organiser/memberships/${id}`);
  const offerId = parseId(id);
  const type = offerId ? await membershipType(await getDb(), offerId) : null;
  if (!type || !organisesOrganization(organiser.scope, type.organizationId)) notFound();
  const t = await getTranslations('OrganiserMemberships');
  const to = await getTranslations('Organiser');
  const events = await singleEventChoices(type.organizationId, locale, type.eventId);
  const name = type.name[locale] || type.name.en;
  const eventName = events.find((e) => e.id === type.eventId)?.label;
  return (
    <>
      <PageHeader title={name} crumbs={[{ label: to('title'), href: '/organiser' }, { label: t('title'), href: '/organiser/memberships' }]} />
      <PageBody>
        <OrganiserNav current="memberships" organises />
        {firstParam(query.created) === '1' && (
          <p role="status" className={`${styles.status} ${styles.statusOk}`} data-testid="type-created">
            {t('saved.created')}
          </p>
        )}
        <OrganiserFormIntl>
          <section className={styles.section} aria-labelledby="type-state" data-testid="type-page" data-type-id={type.id}>
            <h2 id="type-state">{t('stateHeading')}</h2>
            <div className={styles.card}>
              <MembershipTypeSummary type={type} locale={locale} eventName={eventName} />
            </div>
            <p className={styles.hint}>{type.onSale ? t('onSaleHint') : t('retiredHint')}</p>
            {type.onSale && (
              <p className={styles.links}>
                <Link href={`/membership/type/${type.id}`} data-testid="type-public-link">
                  {t('publicPage')}
                </Link>
              </p>
            )}
            <TypeStateButtons offerId={type.id} onSale={type.onSale} deletable={type.sold.any === 0} name={name} />
          </section>
          <section className={styles.section} aria-labelledby="type-settings">
            <h2 id="type-settings">{t('settingsHeading')}</h2>
            <p className={styles.hint}>{t('changesApplyHint')}</p>
            <MembershipTypeForm mode="edit" offerId={type.id} saved={typeFormValues(type)} events={events} currencies={CURRENCIES} />
          </section>
          <section className={styles.section} aria-labelledby="type-ranges">
            <h2 id="type-ranges">{t('range.heading')}</h2>
            <p className={styles.hint}>{t('range.keptHint')}</p>
            <ul className={styles.list} data-testid="ranges">
              {type.ranges.map((range) => {
                const rangeName = range.name[locale] || range.name.en;
                return (
                  <li key={range.id} className={styles.card} data-testid="range-card" data-range-id={range.id}>
                    <RangeLine range={range} currency={type.currency} locale={locale} />
                    <RangeEditor offerId={type.id} rangeId={range.id} saved={rangeFormValues(range)} onSale={range.onSale} deletable={range.sold.any === 0} name={rangeName} />
                  </li>
                );
              })}
            </ul>
            <h3>{t('range.new')}</h3>
            <NewRangeForm offerId={type.id} />
          </section>
        </OrganiserFormIntl>
      </PageBody>
    </>
  );
}
