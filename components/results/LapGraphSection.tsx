'use client';

import { useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { BASE_PATH, SEARCH_TEXT_MAX } from '@/lib/constants';
import { MAX_COMPARED, type TResultViewState } from '@/lib/results/view-url';
import { useViewNavigation } from './navigation';
import styles from './results.module.css';

export type TGraphRider = { riderId: number; entryId: number; name: string; number: string };

/** The chart library loads only when a graph is drawn: it is not in the page's first JavaScript. */
const LapGraph = dynamic(() => import('./LapGraph'), {
  ssr: false,
  loading: () => <p role="status">…</p>,
});

/**
 * The lap graph panel: the riders compared (from the table's boxes or found here, up to 6, in the
 * URL as `?rider=`), and the graph with its table once at least one rider is chosen.
 */
export function LapGraphSection({
  raceId,
  basePath,
  state: serverState,
  riders,
  timeFormat,
  texts,
}: {
  raceId: number;
  basePath: string;
  state: TResultViewState;
  riders: TGraphRider[];
  timeFormat: number;
  /**
   * The panel's sentences with a number in them, formatted by the server: a plural formatted in the
   * browser during hydration starts the browser's locale data (about 100 ms on a slow phone).
   */
  texts: { intro: string; maxRiders: string };
}) {
  const t = useTranslations('ResultsClient');
  const locale = useLocale();
  const { go, state } = useViewNavigation(basePath, serverState);
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<TGraphRider[] | null>(null);
  const full = state.riderIds.length >= MAX_COMPARED;

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    try {
      const response = await fetch(`${BASE_PATH}/api/races/${raceId}/results?q=${encodeURIComponent(q)}&locale=${locale}`);
      const body = (await response.json()) as { rows?: { riderId: number; entryId: number; firstName: string; lastName: string; number: string }[] };
      setMatches(
        (body.rows ?? [])
          .filter((r, i, all) => all.findIndex((x) => x.riderId === r.riderId) === i)
          .slice(0, 8)
          .map((r) => ({ riderId: r.riderId, entryId: r.entryId, name: `${r.firstName} ${r.lastName}`, number: r.number })),
      );
    } catch {
      setMatches([]);
    }
  };
  const add = (riderId: number) => {
    if (full || state.riderIds.includes(riderId)) return;
    setMatches(null);
    setText('');
    go({ riderIds: [...state.riderIds, riderId] });
  };
  const remove = (riderId: number) => go({ riderIds: state.riderIds.filter((id) => id !== riderId) });

  return (
    <section className={styles.graph} aria-labelledby="lap-graph-title" data-testid="lap-graph">
      <h2 id="lap-graph-title">{t('graphTitle')}</h2>
      <p className={styles.meta}>{texts.intro}</p>
      {riders.length > 0 ? (
        <ul className={styles.chips} data-testid="lap-graph-riders">
          {riders.map((r) => (
            <li key={r.riderId}>
              {`#${r.number} ${r.name}`}
              <button type="button" onClick={() => remove(r.riderId)} aria-label={t('remove', { name: r.name })} title={t('remove', { name: r.name })}>
                ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => go({ riderIds: [] })} style={{ width: 'auto', borderRadius: 4, padding: '0 8px' }}>
              {t('clearRiders')}
            </button>
          </li>
        </ul>
      ) : (
        <p>{t('noRidersPicked')}</p>
      )}
      {full ? (
        <p className={styles.meta}>{texts.maxRiders}</p>
      ) : (
        <form className={styles.filters} role="search" aria-label={t('addRider')} onSubmit={find}>
          <label className={styles.field}>
            {t('findRider')}
            <input type="search" value={text} maxLength={SEARCH_TEXT_MAX} onChange={(e) => setText(e.target.value)} data-testid="graph-find" />
          </label>
          <button type="submit" className={styles.button}>
            {t('addRider')}
          </button>
        </form>
      )}
      {matches ? (
        matches.length === 0 ? (
          <p role="status">{t('noRiderFound')}</p>
        ) : (
          <ul className={styles.matches} data-testid="graph-matches">
            {matches.map((m) => (
              <li key={m.riderId}>
                <button type="button" className={styles.button} onClick={() => add(m.riderId)} disabled={full || state.riderIds.includes(m.riderId)}>
                  {`+ #${m.number} ${m.name}`}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {riders.length > 0 ? <LapGraph raceId={raceId} riders={riders} timeFormat={timeFormat} /> : null}
    </section>
  );
}
