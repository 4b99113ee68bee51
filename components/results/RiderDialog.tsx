'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatDuration, formatSigned } from '@/lib/results/format';
import { clockText, fetchTiming, type TTimingResponse } from './navigation';
import styles from './results.module.css';

type TLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; data: TTimingResponse };

/**
 * A rider's timing in a modal dialog (the native <dialog>: focus moves in, Escape closes, focus
 * returns to the rider's button): lap by lap, or checkpoint by checkpoint with the cumulative and
 * section ranks for sections races. Loaded from /api/races/{id}/timing when opened.
 */
export function RiderDialog({
  raceId,
  entryId,
  locale,
  onClose,
  compare,
}: {
  raceId: number;
  entryId: number;
  locale: string;
  onClose: () => void;
  compare: { chosen: boolean; toggle: (on: boolean) => boolean } | null;
}) {
  const t = useTranslations('ResultsClient');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [load, setLoad] = useState<TLoad>({ kind: 'loading' });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const onCancel = () => onClose();
    dialog?.addEventListener('close', onCancel);
    return () => dialog?.removeEventListener('close', onCancel);
  }, [onClose]);

  useEffect(() => {
    const controller = new AbortController();
    fetchTiming(raceId, [entryId], locale, controller.signal).then(
      (data) => setLoad({ kind: 'ok', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('rider timing failed to load', error);
          setLoad({ kind: 'failed' });
        }
      },
    );
    return () => controller.abort();
  }, [raceId, entryId, locale]);

  const rider = load.kind === 'ok' ? load.data.riders[0] : undefined;
  const race = load.kind === 'ok' ? load.data.race : undefined;
  const name = rider ? `${rider.firstName} ${rider.lastName}` : '';
  const sections = race?.format === 'sections';

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} data-testid="rider-dialog">
      <div className={styles.dialogHeader}>
        <div style={{ flex: 1 }}>
          <h2 id={titleId}>{rider ? t(sections ? 'checkpointsOf' : 'lapsOf', { name }) : t('loading')}</h2>
          {rider ? <p>{t('riderSummary', { number: rider.number, className: rider.className })}</p> : null}
        </div>
        <button type="button" className={styles.button} onClick={() => ref.current?.close()} autoFocus>
          {t('close')}
        </button>
      </div>
      <div className={styles.dialogBody}>
        {load.kind === 'loading' ? <p role="status">{t('loading')}</p> : null}
        {load.kind === 'failed' ? <p className={`${styles.message} ${styles.messageError}`}>{t('loadFailed')}</p> : null}
        {rider && race && compare ? (
          <p>
            <button type="button" className={styles.button} aria-pressed={compare.chosen} onClick={() => compare.toggle(!compare.chosen)}>
              {compare.chosen ? t('removeFromGraph') : t('addToGraph')}
            </button>
          </p>
        ) : null}
        {rider && race && !sections ? (
          rider.laps.length === 0 ? (
            <p>{t('noLaps')}</p>
          ) : (
            <div className={styles.scroller}>
              <table className={styles.table} data-testid="rider-laps">
                <caption className="visually-hidden">{t('lapsOf', { name })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.num}>{t('lap')}</th>
                    <th scope="col" className={styles.num}>{t('lapTime')}</th>
                    <th scope="col" className={styles.num}>{t('elapsed')}</th>
                    <th scope="col" className={styles.num}>{t('position')}</th>
                    <th scope="col" className={styles.num}>{t('readTime')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rider.laps.map((lap) => (
                    <tr key={lap.lap}>
                      <th scope="row" className={styles.num}>{lap.lap}</th>
                      <td className={styles.num}>{formatDuration(lap.lapTimeMs, race.timeFormat, locale)}</td>
                      <td className={styles.num}>{formatDuration(lap.elapsedMs, race.timeFormat, locale)}</td>
                      <td className={styles.num}>{lap.position}</td>
                      <td className={styles.num}>{clockText(lap.readAt, locale, race.timeZone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : null}
        {rider && race && sections && load.kind === 'ok' ? (
          rider.checkpoints.length === 0 ? (
            <p>{t('noCheckpoints')}</p>
          ) : (
            <div className={styles.scroller}>
              <table className={styles.table} data-testid="rider-checkpoints">
                <caption className="visually-hidden">{t('checkpointsOf', { name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('checkpoint')}</th>
                    <th scope="col">{t('section')}</th>
                    <th scope="col" className={styles.num}>{t('readTime')}</th>
                    <th scope="col" className={styles.num}>{t('elapsed')}</th>
                    <th scope="col" className={styles.num}>{t('earlyLate')}</th>
                    <th scope="col" className={styles.num}>{t('penalty')}</th>
                    <th scope="col" className={styles.num}>{t('cumulativeRank')}</th>
                    <th scope="col" className={styles.num}>{t('sectionTime')}</th>
                    <th scope="col" className={styles.num}>{t('sectionRank')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rider.checkpoints.map((c) => {
                    const section = load.data.sections.find((s) => s.id === c.sectionId);
                    const checkpoint = section?.checkpoints.find((x) => x.id === c.checkpointId);
                    return (
                      <tr key={c.checkpointId}>
                        <th scope="row">{checkpoint?.name ?? c.checkpointId}</th>
                        <td>
                          {section?.name}
                          {section?.isSpecialTest ? ` (${t('specialTest')})` : ''}
                        </td>
                        <td className={styles.num}>{clockText(c.readAt, locale, race.timeZone)}</td>
                        <td className={styles.num}>{formatDuration(c.elapsedMs, race.timeFormat, locale)}</td>
                        <td className={styles.num}>{c.earlyLateMs === undefined ? '' : formatSigned(c.earlyLateMs, race.timeFormat, locale)}</td>
                        <td className={styles.num}>{c.penaltyMs > 0 ? `+${formatDuration(c.penaltyMs, race.timeFormat, locale)}` : ''}</td>
                        <td className={styles.num}>{c.cumulativeRank}</td>
                        <td className={styles.num}>{formatDuration(c.sectionTimeMs, race.timeFormat, locale)}</td>
                        <td className={styles.num}>{c.sectionRank ?? ''}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </div>
    </dialog>
  );
}
