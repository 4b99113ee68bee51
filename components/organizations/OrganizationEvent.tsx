import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import memberships from '@/components/memberships/membership-pages.module.css';
import table from '@/components/memberships/table.module.css';
import { eventPlace } from '@/components/promoters/EventList';
import { RegistrationState } from '@/components/promoters/RegistrationState';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { getRegistrationCounts, listRegistrants } from '@/lib/events/access';
import { timeZoneLabel } from '@/lib/events/format';
import { formatDate, formatDateRange, formatMoney } from '@/lib/i18n/format';
import { loadOr } from '@/lib/http/safe';
import type { TEvent, TRegistrant } from '@/lib/platform/port';
import styles from './organizations.module.css';

/**
 * An event inside an organisation (seed §2 /organizations/{id?}/events/{eventId}): summary,
 * registration state, counts, the registered riders per class and the waiting list.
 */
export async function OrganizationEvent({ event, locale }: { event: TEvent; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'Organizations.event' });
  const [counts, registrants] = await Promise.all([
    loadOr('registration counts', () => getRegistrationCounts(event.id), null),
    loadOr('registrants', () => listRegistrants(event.id, { locale }), [] as TRegistrant[]),
  ]);
  const registered = registrants.filter((r) => r.status === 'registered');
  const waiting = registrants
    .filter((r) => r.status === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity) || a.id - b.id);
  const byClass = event.classes
    .map((c) => ({ ...c, riders: registered.filter((r) => r.classId === c.id) }))
    .filter((c) => c.riders.length > 0);
  // Riders in a class the event no longer lists still show, under their own class name.
  const listed = new Set(event.classes.map((c) => c.id));
  for (const r of registered.filter((x) => !listed.has(x.classId))) {
    const group = byClass.find((c) => c.id === r.classId);
    if (group) group.riders.push(r);
    else byClass.push({ id: r.classId, code: '', name: r.className, capacity: undefined, awardedPositions: 0, riders: [r] });
  }
  const place = eventPlace(event);
  const openingsLeft = counts?.capacity != null ? Math.max(0, counts.capacity - counts.count) : null;

  return (
    <div className={styles.event} data-testid="organization-event">
      <section aria-labelledby="event-summary-title" className={styles.summary}>
        <h2 id="event-summary-title" className={styles.title}>
          {t('summary')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('when')}</dt>
          <dd>
            {formatDateRange(event.startAt, event.endAt, locale, event.timeZone)} · {formatDate(event.startAt, locale, 'time', event.timeZone)}–
            {formatDate(event.endAt, locale, 'time', event.timeZone)} {timeZoneLabel(event.startAt, event.timeZone, locale)}
          </dd>
          {place ? (
            <>
              <dt>{t('where')}</dt>
              <dd>{place}</dd>
            </>
          ) : null}
          <dt>{t('promoter')}</dt>
          <dd>
            <NextLink href={`/promoters/${event.promoter.id}`} className={memberships.link}>
              {event.promoter.name}
            </NextLink>
          </dd>
          {event.series.length > 0 ? (
            <>
              <dt>{t('series')}</dt>
              <dd>
                {event.series.map((s, i) => (
                  <span key={s.id}>
                    {i > 0 ? ', ' : ''}
                    <NextLink href={`/series/${s.id}`} className={memberships.link}>
                      {s.name}
                    </NextLink>
                  </span>
                ))}
              </dd>
            </>
          ) : null}
          {event.registrationFeeCents !== undefined ? (
            <>
              <dt>{t('fee')}</dt>
              <dd>{formatMoney(event.registrationFeeCents, event.currency, locale)}</dd>
            </>
          ) : null}
        </dl>
        {event.description ? <p className={styles.text}>{event.description}</p> : null}
        {event.status === 'cancelled' ? (
          <p className={styles.cancelled} data-testid="event-cancelled">
            {t('cancelled')}
          </p>
        ) : (
          <RegistrationState state={event.registration} locale={locale} timeZone={event.timeZone} membersOnly={event.membersOnly} />
        )}
        <div>
          <NextLink href={`/events/${event.id}`} className={button.outlined}>
            {t('fullEvent')}
          </NextLink>
        </div>
      </section>

      <section aria-labelledby="registrants-title" data-testid="registrants">
        <h2 id="registrants-title" className={styles.titleSpaced}>
          {t('registrants')}
        </h2>
        {counts ? (
          <ul className={styles.counts} data-testid="registration-counts">
            <CountItem testId="count-registered" label={t('registeredCount')} value={counts.capacity === null ? String(counts.count) : t('ofCapacity', { count: counts.count, capacity: counts.capacity })} />
            {openingsLeft !== null ? <CountItem testId="count-openings" label={t('openingsLeft')} value={String(openingsLeft)} /> : null}
            <CountItem testId="count-waitlisted" label={t('waitlistedCount')} value={String(counts.waitlisted)} />
          </ul>
        ) : null}
        {byClass.length === 0 ? (
          <p className={styles.text} data-testid="registrants-empty">
            {t('noRegistrants')}
          </p>
        ) : (
          <div className={styles.classes}>
            {byClass.map((c) => (
              <section key={c.id} aria-labelledby={`class-${c.id}-title`} data-testid="registrant-class" data-class-id={c.id}>
                <h3 id={`class-${c.id}-title`} className={styles.classTitle}>
                  {c.name}{' '}
                  <span className={styles.classCount} data-testid="class-count">
                    {c.capacity !== undefined ? t('classCountOf', { count: c.riders.length, capacity: c.capacity }) : t('classCount', { count: c.riders.length })}
                  </span>
                </h3>
                <RiderTable riders={c.riders} caption={c.name} labels={{ number: t('number'), name: t('rider'), brand: t('brand'), from: t('hometown') }} />
              </section>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="waiting-title" data-testid="waiting-list">
        <h2 id="waiting-title" className={styles.titleSpaced}>
          {t('waitingList')}
        </h2>
        {waiting.length === 0 ? (
          <p className={styles.text} data-testid="waiting-empty">
            {t('noWaiting')}
          </p>
        ) : (
          <div className={table.scroll}>
            <table className={table.table} aria-label={t('waitingList')}>
              <thead>
                <tr>
                  <th scope="col">{t('position')}</th>
                  <th scope="col">{t('rider')}</th>
                  <th scope="col">{t('class')}</th>
                  <th scope="col">{t('number')}</th>
                </tr>
              </thead>
              <tbody>
                {waiting.map((r, i) => (
                  <tr key={r.id} data-testid="waiting-row">
                    <td data-testid="waiting-position">{r.waitlistPosition ?? i + 1}</td>
                    <th scope="row">
                      {r.firstName} {r.lastName}
                    </th>
                    <td>{r.className}</td>
                    <td>{r.number ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function CountItem({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <li className={styles.count} data-testid={testId}>
      <span>{label}: </span>
      <strong>{value}</strong>
    </li>
  );
}

function RiderTable({ riders, caption, labels }: { riders: TRegistrant[]; caption: string; labels: { number: string; name: string; brand: string; from: string } }) {
  return (
    <div className={table.scroll}>
      <table className={table.table} aria-label={caption}>
        <thead>
          <tr>
            <th scope="col" className={styles.numberColumn}>
              {labels.number}
            </th>
            <th scope="col">{labels.name}</th>
            <th scope="col">{labels.brand}</th>
            <th scope="col">{labels.from}</th>
          </tr>
        </thead>
        <tbody>
          {riders.map((r) => (
            <tr key={r.id} data-testid="registrant-row">
              <td>{r.number ?? '—'}</td>
              <th scope="row">
                {r.firstName} {r.lastName}
              </th>
              <td>{r.brand ?? '—'}</td>
              <td>{[r.city, r.state].filter(Boolean).join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
