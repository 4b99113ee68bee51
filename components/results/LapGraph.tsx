'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDuration } from '@/lib/results/format';
import type { TGraphRider } from './LapGraphSection';
import { fetchTiming, type TTimingResponse } from './navigation';
import styles from './results.module.css';

/** Distinct colours (colour-blind friendly, Okabe–Ito), one per compared rider. */
const COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'];

type TRow = { lap: number } & Record<string, number | undefined>;

/**
 * The lap graph (recharts, loaded on demand): position at each lap and lap times of the compared
 * riders, and the same numbers in a table for screen readers and keyboard users.
 */
export default function LapGraph({ raceId, riders, timeFormat }: { raceId: number; riders: TGraphRider[]; timeFormat: number }) {
  const t = useTranslations('ResultsClient');
  const locale = useLocale();
  const [data, setData] = useState<{ key: string; timing: TTimingResponse } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const key = riders.map((r) => r.entryId).join(',');

  useEffect(() => {
    const controller = new AbortController();
    fetchTiming(raceId, key.split(',').map(Number), locale, controller.signal).then(
      (timing) => setData({ key, timing }),
      () => {
        if (!controller.signal.aborted) setFailed(key);
      },
    );
    return () => controller.abort();
  }, [raceId, key, locale]);

  const rows = useMemo<TRow[]>(() => {
    if (!data) return [];
    const byLap = new Map<number, TRow>();
    for (const rider of data.timing.riders) {
      for (const lap of rider.laps) {
        const row: TRow = byLap.get(lap.lap) ?? { lap: lap.lap };
        row[`p${rider.entryId}`] = lap.position;
        row[`t${rider.entryId}`] = lap.lapTimeMs;
        byLap.set(lap.lap, row);
      }
    }
    return [...byLap.values()].sort((a, b) => a.lap - b.lap);
  }, [data]);

  if (failed === key) return <p className={styles.message}>{t('loadFailed')}</p>;
  if (!data || data.key !== key) return <p role="status">{t('loading')}</p>;

  const shown = riders.filter((r) => data.timing.riders.some((x) => x.entryId === r.entryId));
  const time = (ms: number | undefined) => formatDuration(ms, timeFormat, locale);

  return (
    <div className={styles.view} data-testid="lap-graph-ready">
      <div className={styles.charts}>
        <figure style={{ margin: 0 }} aria-hidden="true">
          <h3>{t('positionChart')}</h3>
          <div className={styles.chart} data-testid="position-chart">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="lap" label={{ value: t('lap'), position: 'insideBottomRight', offset: -4 }} />
                <YAxis reversed allowDecimals={false} domain={[1, 'dataMax']} width={40} />
                <Tooltip />
                <Legend />
                {shown.map((r, i) => (
                  <Line key={r.entryId} type="monotone" dataKey={`p${r.entryId}`} name={r.name} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
        <figure style={{ margin: 0 }} aria-hidden="true">
          <h3>{t('lapTimeChart')}</h3>
          <div className={styles.chart} data-testid="laptime-chart">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="lap" />
                <YAxis tickFormatter={(v: number) => formatDuration(v, 0, locale)} domain={['auto', 'auto']} width={56} />
                <Tooltip formatter={(v) => time(Number(v))} />
                <Legend />
                {shown.map((r, i) => (
                  <Line key={r.entryId} type="monotone" dataKey={`t${r.entryId}`} name={r.name} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      </div>
      <div className={styles.scroller} role="region" aria-label={t('chartTable')} tabIndex={0}>
        <table className={styles.table} data-testid="lap-graph-table">
          <caption className="visually-hidden">{t('chartTable')}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={styles.num}>
                {t('lap')}
              </th>
              {shown.map((r, i) => (
                <th key={r.entryId} scope="colgroup" colSpan={2}>
                  <span className={styles.swatch} style={{ background: COLORS[i % COLORS.length], marginRight: 6 }} aria-hidden="true" />
                  {`#${r.number} ${r.name}`}
                </th>
              ))}
            </tr>
            <tr>
              {shown.flatMap((r) => [
                <th key={`p${r.entryId}`} scope="col" className={styles.num}>
                  {t('positionAt')}
                </th>,
                <th key={`t${r.entryId}`} scope="col" className={styles.num}>
                  {t('timeAt')}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.lap}>
                <th scope="row" className={styles.num}>
                  {row.lap}
                </th>
                {shown.flatMap((r) => [
                  <td key={`p${r.entryId}`} className={styles.num}>
                    {row[`p${r.entryId}`] ?? ''}
                  </td>,
                  <td key={`t${r.entryId}`} className={styles.num}>
                    {time(row[`t${r.entryId}`])}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
