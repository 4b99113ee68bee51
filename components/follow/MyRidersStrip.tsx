'use client';

import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { Link } from '@/i18n/navigation';
import { BASE_PATH, type TLocale } from '@/lib/constants';
import { useFollowedRiders } from '@/lib/follow/followed';
import { clockFormat } from '@/lib/results/columns';
import { formatGapToLeader, formatLapTime, positionFormat } from './format';
import { RIDERS_MAX_IDS } from './limits';
import type { TFollowedRiderRow, TRaceRidersResponse } from './riders';
import styles from './follow.module.css';

export const RIDERS_TIMEOUT_MS = 5000;
export const RIDERS_LIVE_POLL_MS = 5000;

/** The request's own signal (TanStack cancels it) and a 5 s timeout, together where the browser can. */
function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(RIDERS_TIMEOUT_MS);
  return signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * GET /api/races/{id}/riders for these riders. `no-cache`: the browser always asks again, with its
 * ETag (an unchanged race costs a 304), and never serves a copy older than the table's.
 */
/**
 * The answer's schema (zod/mini), loaded with the first request rather than with the page (as
 * components/trackside/fetch-racers.ts does): the results page paints and runs without the
 * validation library (about 23 kB gzip), and a visitor who follows nobody never loads it.
 */
const loadSchema = () => import('./riders').then((m) => m.ZRaceRidersResponse);

export async function fetchRaceRiders(raceId: number, ids: readonly number[], locale: TLocale, signal?: AbortSignal): Promise<TRaceRidersResponse> {
  const schema = loadSchema();
  // Settled here so a failed load is not an unhandled rejection when the request fails first.
  schema.catch(() => undefined);
  const query = new URLSearchParams({ ids: ids.join(','), locale });
  const response = await fetch(`${BASE_PATH}/api/races/${raceId}/riders?${query.toString().replace(/%2C/g, ',')}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
    signal: withTimeout(signal),
  });
  if (!response.ok) throw new Error(`riders of race ${raceId}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const parsed = (await schema).safeParse(body);
  if (!parsed.success) throw new Error(`riders of race ${raceId}: unexpected answer`);
  return parsed.data;
}

type TStripProps = {
  raceId: number;
  /** The race's last timing change (ISO): a new value (live re-render) fetches again. */
  updatedAt: string;
  locale: TLocale;
  /** The race runs: also refresh every 5 s while the tab is visible. */
  live: boolean;
  /** The event's time zone, for the time the results changed (as the race header shows it). */
  timeZone?: string;
};

/**
 * "My riders": the followed riders (kept on the device) who are in this race, above the results
 * table: position overall and in class, gap to the leader, last lap, status; each links to the
 * rider's row in the table and to the rider's page. Nothing when no rider is followed; one small
 * line when none of them is in this race. On a live race it refreshes with the page (a new
 * `updatedAt`) and every 5 s while the tab is visible; a failed refresh keeps the last data.
 */
export function MyRidersStrip(props: TStripProps) {
  return (
    <QueryProvider>
      <Strip {...props} />
    </QueryProvider>
  );
}

function Strip({ raceId, updatedAt, locale, live, timeZone }: TStripProps) {
  const t = useTranslations('Follow');
  const headingId = useId();
  const followed = useFollowedRiders();
  const ids = useMemo(() => [...new Set(followed.map((r) => r.id))].sort((a, b) => a - b).slice(0, RIDERS_MAX_IDS), [followed]);

  const query = useQuery({
    queryKey: ['race-riders', raceId, ids, updatedAt, locale],
    queryFn: ({ signal }) => fetchRaceRiders(raceId, ids, locale, signal),
    enabled: ids.length > 0,
    // Paused while the tab is hidden (TanStack's default: no refetch in the background).
    refetchInterval: live ? RIDERS_LIVE_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

  // The last good answer stays on screen while a new one loads (a new `updatedAt` is a new query)
  // and when a refresh fails.
  const [kept, setKept] = useState<TRaceRidersResponse | undefined>(undefined);
  if (query.data && query.data !== kept) setKept(query.data);
  const candidate = query.data ?? kept;
  const data = candidate && candidate.race.id === raceId ? candidate : undefined;

  if (ids.length === 0) return null;

  const wanted = new Set(ids);
  const riders = data ? data.riders.filter((r) => wanted.has(r.riderId)) : [];
  const failed = query.isError;
  const errorLine = failed ? (
    <p className={styles.stripError} role="status" data-testid="my-riders-error">
      {t('error')}
    </p>
  ) : null;

  if (!data) {
    if (failed) return <div className={styles.strip}>{errorLine}</div>;
    return (
      <p className={styles.skeleton} aria-busy="true" data-testid="my-riders-loading">
        <span className="visually-hidden">{t('loading')}</span>
      </p>
    );
  }

  if (riders.length === 0) {
    return (
      <div className={styles.stripQuiet}>
        <p className={styles.none} data-testid="my-riders-none">
          {t('noneInRace')}
        </p>
        {errorLine}
      </div>
    );
  }

  const positions = positionFormat(locale);
  const clock = clockFormat(locale, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

  return (
    <section className={styles.strip} aria-labelledby={headingId} data-testid="my-riders">
      <div className={styles.stripHeader}>
        <h3 id={headingId} className={styles.stripTitle}>
          {t('stripTitle')}
        </h3>
        <span className={styles.stripUpdated} data-testid="my-riders-updated">
          {/* Worded as the race header's Results.resultsChanged: the live badge's "checked" time is another one. */}
          {t('resultsChanged', { time: clock.format(new Date(data.race.updatedAt)) })}
        </span>
      </div>
      {errorLine}
      <ul className={styles.riders}>
        {riders.map((rider) => (
          <RiderCard key={rider.entryId} rider={rider} format={data.race.format} locale={locale} positions={positions} />
        ))}
      </ul>
    </section>
  );
}

const isBadge = (status: TFollowedRiderRow['status']): status is 'dnf' | 'dsq' | 'dns' => status === 'dnf' || status === 'dsq' || status === 'dns';

/** Scroll to the rider's row of the table and focus its name button (when the row is on this page). */
function goToRow(event: MouseEvent<HTMLAnchorElement>, entryId: number) {
  const selector = `tr[data-entry-row="${entryId}"]`;
  const row = document.querySelector<HTMLTableRowElement>(`[data-testid="race-results"] ${selector}`) ?? document.querySelector<HTMLTableRowElement>(selector);
  if (!row) return; // not on this page of the table: the anchor does nothing harmful
  event.preventDefault();
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  const cell = row.querySelector<HTMLElement>('th[scope="row"]');
  const target = cell?.querySelector<HTMLElement>('button[data-entry]') ?? cell?.querySelector<HTMLElement>('button:not([data-follow])') ?? cell;
  if (!target) return;
  if (target === cell && !cell.hasAttribute('tabindex')) cell.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function RiderCard({
  rider,
  format,
  locale,
  positions,
}: {
  rider: TFollowedRiderRow;
  format: 'laps' | 'sections';
  locale: TLocale;
  positions: Intl.NumberFormat;
}) {
  const t = useTranslations('Follow');
  const name = `${rider.firstName} ${rider.lastName}`.trim();
  const gap = formatGapToLeader(rider.gapToLeader, format, locale, (key, values) => t(key, values));
  const leader = rider.overallPosition === 1;
  const lastLap = formatLapTime(rider.lastLapMs, locale);
  const dash = '–';

  return (
    <li className={styles.rider} data-testid="my-rider" data-rider={rider.riderId} data-entry={rider.entryId} data-laps={rider.laps}>
      <div className={styles.riderHead}>
        <a className={styles.riderName} href={`#entry-${rider.entryId}`} onClick={(event) => goToRow(event, rider.entryId)}>
          {name}
        </a>
        <span className={styles.riderMeta}>
          {t('number', { number: rider.number })} · {rider.className}
        </span>
        {isBadge(rider.status) ? (
          <abbr className={styles.badge} data-status={rider.status} title={t(`statusLong.${rider.status}`)}>
            {t(`status.${rider.status}`)}
          </abbr>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('overall')}</dt>
          <dd data-testid="my-rider-overall">{rider.overallPosition === null ? dash : positions.format(rider.overallPosition)}</dd>
        </div>
        <div>
          <dt>{t('classPosition')}</dt>
          <dd data-testid="my-rider-class">{rider.classPosition === null ? dash : positions.format(rider.classPosition)}</dd>
        </div>
        <div>
          <dt>{t('gap')}</dt>
          <dd data-testid="my-rider-gap">
            {leader ? (
              <span className={styles.leader} data-testid="my-rider-leader">
                {t('leader')}
              </span>
            ) : (
              (gap ?? dash)
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lastLap')}</dt>
          <dd data-testid="my-rider-last-lap">{lastLap || dash}</dd>
        </div>
      </dl>
      <Link className={styles.riderPage} href={`/liveonlivelaps/${rider.riderId}`} aria-label={t('riderPageOf', { name })}>
        {t('riderPage')}
      </Link>
    </li>
  );
}
