'use client';

import { lazy, Suspense, useActionState, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useOnline } from '@/components/hooks/useBrowserState';
import { useHydrated } from '@/components/hooks/useHydrated';
import { BASE_PATH, type TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import {
  CHECK_IN_BATCH,
  countParties,
  gateWindow,
  GATE_LABEL_MAX,
  GATE_QUERY_MAX,
  purchaseIdOfToken,
  ticketTokenOf,
  type TCheckInAnswer,
  type TGateCounts,
  type TGateList,
  type TGateParty,
} from '@/lib/organiser/gate-list';
import { gateAction, type TGateActionState } from '../gate-actions';
import { loadLabel, loadList, loadQueue, newKey, saveLabel, saveList, saveQueue, type TQueued } from './gate-store';
import styles from './gate.module.css';

const Scanner = lazy(() => import('./Scanner'));

const CHECK_IN_API = `${BASE_PATH}/api/organiser/check-in`;
const LIST_API = `${BASE_PATH}/api/organiser/gate`;
/** The list is read again this often while the page is open and online (other phones' check-ins). */
const REFRESH_MS = 20_000;
/** Check-ins waiting are tried again this often (besides when the browser says it is online again). */
const RETRY_MS = 5_000;
/** Late answers kept on screen. */
const LATE_MAX = 50;

type TAnswer = TCheckInAnswer & { key: string };

/** What the result panel shows: the last scan or tap, from its first moment to the server's answer. */
type TCurrent =
  | { key: string; state: 'sending' | 'queued'; party: TGateParty | null }
  | { key: string; state: 'answered'; answer: TCheckInAnswer; late: boolean }
  | { key: string; state: 'note'; note: 'alreadyCached' | 'alreadyQueued' | 'badCode' | 'undone' | 'undoFailed' | 'undoOffline'; party: TGateParty | null };

type TLate = { key: string; answer: TCheckInAnswer; party: TGateParty | null };

export type TGatePanelProps = {
  eventId: number;
  timeZone: string;
  /** The search of the address (?q=), as the server filtered the first window with it. */
  query: string;
  /** What the server rendered: the first window of the search, how many match, the counts, when. */
  initial: { shown: TGateParty[]; matches: number; counts: TGateCounts; at: string };
  signInHref: string;
};

const partyIdOf = (item: Pick<TQueued, 'purchaseId' | 'token'>) => item.purchaseId ?? (item.token ? purchaseIdOfToken(item.token) : null);

/**
 * The gate of an event on a phone (docs/decisions/054). The server renders the counts, a search
 * and the first window of the list, with a form per party, so the page works before its script
 * runs. Then the phone loads the whole list and keeps it (localStorage), filters it as the gate
 * person types, and sends every check-in (a tap, a typed code, a scan) through a queue kept on the
 * phone: sent at once when there is a connection, later when there is not, each answered by the
 * server (admitted, already in: by whom and when, or refused: why). Answers that arrive late are
 * listed apart, refusals in red. The DOM holds one window of the list, never all of it.
 */
export function GatePanel({ eventId, timeZone, query: initialQuery, initial, signInHref }: TGatePanelProps) {
  const t = useTranslations('OrganiserGate');
  const locale = useLocale() as TLocale;
  const [actionState, formAction, actionPending] = useActionState<TGateActionState, FormData>(gateAction, {});

  const [parties, setParties] = useState<TGateParty[]>(initial.shown);
  /** The whole list is loaded (from the server or the phone's copy): searches run on the phone. */
  const [complete, setComplete] = useState(false);
  const [listAt, setListAt] = useState(initial.at);
  const [listState, setListState] = useState<'server' | 'fresh' | 'cached' | 'failed'>('server');
  const [queue, setQueue] = useState<TQueued[]>([]);
  /** The server answered the last call (false: it could not be reached, whatever the browser says). */
  const [reachable, setReachable] = useState(true);
  const browserOnline = useOnline();
  const online = browserOnline && reachable;
  const [auth, setAuth] = useState<'ok' | 'signedOut' | 'notAllowed'>('ok');
  const [sending, setSending] = useState(false);
  const [current, setCurrent] = useState<TCurrent | null>(null);
  const [late, setLate] = useState<TLate[]>([]);
  const [query, setQuery] = useState(initialQuery);
  const [label, setLabel] = useState(() => loadLabel());
  const mounted = useHydrated();
  const [scanning, setScanning] = useState(false);

  const partiesRef = useRef(parties);
  const completeRef = useRef(false);
  const queueRef = useRef<TQueued[]>([]);
  const currentRef = useRef<TCurrent | null>(null);
  const sendingRef = useRef(false);
  const etagRef = useRef<string | null>(null);
  const versionRef = useRef(0);
  const labelRef = useRef(label);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);

  const showCurrent = useCallback((next: TCurrent | null) => {
    currentRef.current = next;
    setCurrent(next);
  }, []);

  const setList = useCallback(
    (next: TGateParty[], at: string | null, isComplete: boolean) => {
      partiesRef.current = next;
      setParties(next);
      if (isComplete) {
        completeRef.current = true;
        setComplete(true);
      }
      if (at) setListAt(at);
      if (completeRef.current) saveList({ eventId, at: at ?? new Date().toISOString(), parties: next, counts: countParties(next) });
    },
    [eventId],
  );

  /** A party as the server answered it: replaces the one in the list (or joins it: paid since the list was read). */
  const applyParty = useCallback(
    (party: TGateParty) => {
      versionRef.current += 1;
      const list = partiesRef.current;
      const index = list.findIndex((p) => p.purchaseId === party.purchaseId);
      const next = index >= 0 ? list.map((p, i) => (i === index ? party : p)) : completeRef.current ? [...list, party] : list;
      setList(next, null, false);
    },
    [setList],
  );

  const dropParty = useCallback(
    (purchaseId: number) => {
      versionRef.current += 1;
      setList(
        partiesRef.current.filter((p) => p.purchaseId !== purchaseId),
        null,
        false,
      );
    },
    [setList],
  );

  const storeQueue = useCallback(
    (next: TQueued[]) => {
      queueRef.current = next;
      setQueue(next);
      saveQueue(eventId, next);
    },
    [eventId],
  );

  const partyFor = useCallback((purchaseId: number | null) => (purchaseId === null ? null : (partiesRef.current.find((p) => p.purchaseId === purchaseId) ?? null)), []);

  /** The list from the server (an unchanged one is a 304). */
  const refresh = useCallback(async () => {
    const version = versionRef.current;
    try {
      const response = await fetch(`${LIST_API}?event=${eventId}`, {
        cache: 'no-store',
        credentials: 'same-origin',
        headers: etagRef.current && completeRef.current ? { 'If-None-Match': etagRef.current } : {},
      });
      if (response.status === 401) return setAuth('signedOut');
      if (response.status === 404) return setAuth('notAllowed');
      if (response.status === 304) {
        setReachable(true);
        setListAt(new Date().toISOString());
        setListState('fresh');
        return;
      }
      if (!response.ok) throw new Error(`list: HTTP ${response.status}`);
      const list = (await response.json()) as TGateList;
      etagRef.current = response.headers.get('etag');
      setAuth('ok');
      setReachable(true);
      // A check-in answered while the list was on its way is newer than the list: ask again.
      if (versionRef.current !== version) {
        etagRef.current = null;
        return;
      }
      setList(list.parties, list.at, true);
      setListState('fresh');
    } catch {
      setReachable(false);
      setListState(completeRef.current ? 'cached' : 'failed');
    }
  }, [eventId, setList]);

  /** Items of a batch that got no answer: kept, and shown as queued. */
  const markLate = useCallback(
    (batch: TQueued[]) => {
      const keys = new Set(batch.map((b) => b.key));
      storeQueue(queueRef.current.map((q) => (keys.has(q.key) ? { ...q, late: true } : q)));
      const shown = currentRef.current;
      if (shown && shown.state === 'sending' && keys.has(shown.key)) showCurrent({ ...shown, state: 'queued' });
    },
    [showCurrent, storeQueue],
  );

  const handleAnswers = useCallback(
    (batch: TQueued[], answers: TAnswer[]) => {
      const byKey = new Map(answers.map((a) => [a.key, a]));
      const answered = new Set(batch.filter((b) => byKey.has(b.key)).map((b) => b.key));
      storeQueue(queueRef.current.filter((q) => !answered.has(q.key)));
      const lateOnes: TLate[] = [];
      for (const item of batch) {
        const answer = byKey.get(item.key);
        if (!answer) continue;
        const purchaseId = partyIdOf(item);
        const cached = partyFor(purchaseId);
        if (answer.outcome !== 'refused') applyParty(answer.party);
        else if (purchaseId !== null && (answer.reason === 'unpaid' || answer.reason === 'cancelled' || answer.reason === 'refunded')) dropParty(purchaseId);
        if (item.late) lateOnes.push({ key: item.key, answer, party: answer.party ?? cached });
        if (currentRef.current?.key === item.key) showCurrent({ key: item.key, state: 'answered', answer, late: item.late });
        if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.(answer.outcome === 'admitted' ? 80 : [200, 100, 200]);
      }
      if (lateOnes.length > 0) setLate((previous) => [...lateOnes.reverse(), ...previous].slice(0, LATE_MAX));
    },
    [applyParty, dropParty, partyFor, showCurrent, storeQueue],
  );

  /** Send what waits, a batch at a time; a lost connection keeps it for later. */
  const flush = useCallback(async () => {
    if (sendingRef.current || queueRef.current.length === 0) return;
    if (!navigator.onLine) {
      setReachable(false);
      markLate(queueRef.current);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    const batch = queueRef.current.slice(0, CHECK_IN_BATCH);
    let again = false;
    try {
      const response = await fetch(CHECK_IN_API, {
        method: 'POST',
        cache: 'no-store',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          eventId,
          gate: labelRef.current.trim() || null,
          items: batch.map(({ key, token, purchaseId, scannedAt }) => ({ key, scannedAt, ...(token !== undefined ? { token } : { purchaseId }) })),
        }),
      });
      if (response.status === 401 || response.status === 404 || response.status === 403) {
        setAuth(response.status === 401 ? 'signedOut' : 'notAllowed');
        markLate(batch);
        return;
      }
      if (response.status === 400 || response.status === 413 || response.status === 415) {
        // Never accepted as it is (a queue from an older page?): each is answered as a bad code.
        handleAnswers(
          batch,
          batch.map((b) => ({ key: b.key, outcome: 'refused', reason: 'badToken', party: null })),
        );
        again = true;
        return;
      }
      if (!response.ok) throw new Error(`check-in: HTTP ${response.status}`);
      const { answers } = (await response.json()) as { answers: TAnswer[] };
      setReachable(true);
      setAuth('ok');
      handleAnswers(batch, answers);
      again = true;
    } catch {
      // No answer (the connection dropped, the server is down): kept, sent again later.
      setReachable(false);
      markLate(batch);
    } finally {
      sendingRef.current = false;
      setSending(false);
      if (again && queueRef.current.length > 0) setTimeout(() => void flushRef.current(), 0);
    }
  }, [eventId, handleAnswers, markLate]);

  /** A check-in from a tap, a typed code or the camera. */
  const submit = useCallback(
    (what: { token: string } | { purchaseId: number }) => {
      const key = newKey();
      const purchaseId = 'purchaseId' in what ? what.purchaseId : purchaseIdOfToken(what.token);
      const cached = partyFor(purchaseId);
      if (queueRef.current.some((q) => partyIdOf(q) === purchaseId)) return showCurrent({ key, state: 'note', note: 'alreadyQueued', party: cached });
      const offline = !navigator.onLine;
      // Offline, the phone's list answers what it knows; the server would say the same.
      if (offline && cached?.checkIn) return showCurrent({ key, state: 'note', note: 'alreadyCached', party: cached });
      storeQueue([...queueRef.current, { key, ...what, scannedAt: new Date().toISOString(), late: offline }]);
      showCurrent({ key, state: offline ? 'queued' : 'sending', party: cached });
      if (offline) setReachable(false);
      else void flushRef.current();
    },
    [partyFor, showCurrent, storeQueue],
  );

  const undo = useCallback(
    async (purchaseId: number) => {
      const party = partyFor(purchaseId);
      if (!navigator.onLine) return showCurrent({ key: newKey(), state: 'note', note: 'undoOffline', party });
      const form = new FormData();
      form.set('eventId', String(eventId));
      form.set('intent', 'undo');
      form.set('purchaseId', String(purchaseId));
      try {
        const state = await gateAction({}, form);
        if (state.error === 'notAllowed') return setAuth('notAllowed');
        const ok = state.undone?.ok === true;
        if (ok && party) applyParty({ ...party, checkIn: null });
        showCurrent({ key: newKey(), state: 'note', note: ok ? 'undone' : 'undoFailed', party });
        void refresh();
      } catch {
        showCurrent({ key: newKey(), state: 'note', note: 'undoOffline', party });
      }
    },
    [applyParty, eventId, partyFor, refresh, showCurrent],
  );

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  // The phone's copy first (fresher than the page when the page came from a cache), then the server's.
  useEffect(() => {
    const start = async () => {
      await Promise.resolve();
      const kept = loadList(eventId);
      if (kept) {
        // The page's own window is fresher than a copy made before the page was rendered.
        const newer = Date.parse(initial.at) > Date.parse(kept.at) ? new Map(initial.shown.map((p) => [p.purchaseId, p])) : new Map<number, TGateParty>();
        setList(
          kept.parties.map((p) => newer.get(p.purchaseId) ?? p),
          kept.at,
          true,
        );
        setListState('cached');
      }
      storeQueue(loadQueue(eventId));
      await refresh();
      await flushRef.current();
    };
    void start();
    const goOnline = () => {
      setReachable(true);
      void flushRef.current();
      void refresh();
    };
    window.addEventListener('online', goOnline);
    const retry = setInterval(() => {
      if (queueRef.current.length > 0 && navigator.onLine) void flushRef.current();
    }, RETRY_MS);
    const poll = setInterval(() => {
      if (navigator.onLine && document.visibilityState === 'visible') void refresh();
    }, REFRESH_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      clearInterval(retry);
      clearInterval(poll);
    };
    // Once per page: what it calls reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A check-in made by a form post before the script ran: its party, as answered.
  useEffect(() => {
    if (actionState.answer && actionState.answer.outcome !== 'refused') applyParty(actionState.answer.party);
  }, [actionState, applyParty]);

  const queuedIds = useMemo(() => new Set(queue.map(partyIdOf).filter((id): id is number => id !== null)), [queue]);
  const view = complete ? gateWindow(parties, query) : { shown: parties, matches: initial.matches };
  const counts = complete ? countParties(parties) : initial.counts;
  const time = useCallback(
    (iso: string) => {
      const sameDay = formatDate(iso, locale, 'date', timeZone) === formatDate(new Date(), locale, 'date', timeZone);
      return formatDate(iso, locale, sameDay ? 'time' : 'dateTime', timeZone);
    },
    [locale, timeZone],
  );

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    // With the whole list on the phone the search is already shown; without it, the server searches.
    if (completeRef.current) event.preventDefault();
  };
  const onQuery = (value: string) => {
    const q = value.slice(0, GATE_QUERY_MAX);
    setQuery(q);
    if (completeRef.current) {
      const url = new URL(window.location.href);
      if (q.trim()) url.searchParams.set('q', q);
      else url.searchParams.delete('q');
      window.history.replaceState(window.history.state, '', url);
    }
  };
  const onPartySubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const purchaseId = Number(new FormData(event.currentTarget).get('purchaseId'));
    if (!Number.isSafeInteger(purchaseId) || purchaseId <= 0) return;
    if (submitter?.value === 'undo') void undo(purchaseId);
    else submit({ purchaseId });
  };
  const onCodeSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement | null;
    const token = ticketTokenOf(field?.value ?? '');
    if (!token) return showCurrent({ key: newKey(), state: 'note', note: 'badCode', party: null });
    if (field) field.value = '';
    submit({ token });
  };
  const onScan = useCallback(
    (text: string) => {
      const token = ticketTokenOf(text);
      if (!token) showCurrent({ key: newKey(), state: 'note', note: 'badCode', party: null });
      else submit({ token });
    },
    [showCurrent, submit],
  );

  // The no-script answer, shown until the phone's own answers take over.
  const shownResult: TCurrent | null =
    current ??
    (actionState.answer
      ? { key: actionState.answer.key, state: 'answered', answer: actionState.answer, late: false }
      : actionState.undone
        ? { key: 'undo', state: 'note', note: actionState.undone.ok ? 'undone' : 'undoFailed', party: null }
        : actionState.error === 'badCode'
          ? { key: 'code', state: 'note', note: 'badCode', party: null }
          : null);

  return (
    <div className={styles.gate} data-testid="gate" data-complete={complete} data-online={online} data-queued={queue.length}>
      <dl className={styles.counts} data-testid="gate-counts">
        <div>
          <dt>{t('counts.tickets')}</dt>
          <dd data-testid="gate-count-tickets">{t('counts.number', { n: counts.tickets })}</dd>
        </div>
        <div>
          <dt>{t('counts.partiesIn')}</dt>
          <dd data-testid="gate-count-in" data-in={counts.partiesIn}>
            {t('counts.partiesInValue', { in: counts.partiesIn, total: counts.parties })}
          </dd>
        </div>
        <div>
          <dt>{t('counts.waivers')}</dt>
          <dd data-testid="gate-count-waivers" className={counts.waiversOutstanding > 0 ? styles.countWarn : undefined}>
            {t('counts.number', { n: counts.waiversOutstanding })}
          </dd>
        </div>
      </dl>

      {mounted ? (
        <p role="status" className={online ? styles.connection : styles.connectionOffline} data-testid="gate-connection" data-state={online ? 'online' : 'offline'}>
          {auth === 'signedOut' ? (
            <>
              {t('connection.signedOut')} <a href={signInHref}>{t('connection.signIn')}</a>
            </>
          ) : auth === 'notAllowed' ? (
            t('errors.notAllowed')
          ) : online ? (
            t('connection.online', { time: time(listAt) })
          ) : (
            t('connection.offline')
          )}
          {queue.length > 0 ? (
            <span className={styles.queued} data-testid="gate-queued">
              {' '}
              {sending ? t('connection.sending', { count: queue.length }) : t('connection.queued', { count: queue.length })}
            </span>
          ) : null}
          {listState === 'failed' ? <span> {t('connection.listFailed')}</span> : null}
        </p>
      ) : null}

      {actionState.error && actionState.error !== 'badCode' ? (
        <p role="alert" className={styles.problem} data-testid="gate-error">
          {t(`errors.${actionState.error}`)}
        </p>
      ) : null}

      <section className={styles.scan} aria-labelledby="gate-scan-title">
        <h2 id="gate-scan-title" className={styles.heading}>
          {t('scan.heading')}
        </h2>
        {mounted ? (
          scanning ? (
            <Suspense fallback={<p role="status">{t('scan.starting')}</p>}>
              <Scanner onCode={onScan} onClose={() => setScanning(false)} />
            </Suspense>
          ) : (
            <button type="button" className={styles.primaryButton} onClick={() => setScanning(true)} data-testid="gate-scan-start">
              {t('scan.start')}
            </button>
          )
        ) : null}
        <form action={formAction} onSubmit={onCodeSubmit} className={styles.codeForm} data-testid="gate-code-form">
          <input type="hidden" name="eventId" value={eventId} />
          <label htmlFor="gate-code">{t('scan.code')}</label>
          <div className={styles.inline}>
            <input
              id="gate-code"
              name="code"
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={200}
              defaultValue={actionState.code ?? ''}
              aria-describedby="gate-code-hint"
              data-testid="gate-code"
            />
            <button type="submit" className={styles.primaryButton} disabled={actionPending} data-testid="gate-code-submit">
              {t('scan.submitCode')}
            </button>
          </div>
          <span id="gate-code-hint" className={styles.hint}>
            {t('scan.codeHint')}
          </span>
        </form>
        {shownResult ? <Result current={shownResult} time={time} /> : null}
        {mounted ? (
          <p className={styles.labelField}>
            <label htmlFor="gate-label">{t('label.field')}</label>
            <input
              id="gate-label"
              value={label}
              maxLength={GATE_LABEL_MAX}
              onChange={(event) => {
                setLabel(event.target.value);
                labelRef.current = event.target.value;
                saveLabel(event.target.value);
              }}
              aria-describedby="gate-label-hint"
              data-testid="gate-label"
            />
            <span id="gate-label-hint" className={styles.hint}>
              {t('label.hint')}
            </span>
          </p>
        ) : null}
      </section>

      {late.length > 0 ? (
        <section className={styles.late} aria-labelledby="gate-late-title" data-testid="gate-late">
          <h2 id="gate-late-title" className={styles.heading}>
            {t('late.heading')}
          </h2>
          <p role="status" className="visually-hidden">
            {t('late.summary', { count: late.length, refused: late.filter((l) => l.answer.outcome !== 'admitted').length })}
          </p>
          <ul className={styles.lateList}>
            {late.map((entry) => (
              <li key={entry.key} className={entry.answer.outcome === 'admitted' ? styles.lateOk : entry.answer.outcome === 'already' ? styles.lateWarn : styles.lateBad} data-testid="gate-late-item" data-outcome={entry.answer.outcome}>
                <strong>{t(`result.${entry.answer.outcome}`)}</strong> {entry.party ? entry.party.spectators.map((s) => s.name).join(', ') : null}
                {entry.answer.outcome === 'refused' ? <> — {t(`refused.${entry.answer.reason}`)}</> : null}
                {entry.answer.outcome === 'already' && entry.answer.party.checkIn ? (
                  <> — {t('result.alreadyText', { name: entry.answer.party.checkIn.by, time: time(entry.answer.party.checkIn.at), gate: entry.answer.party.checkIn.gate ?? 'none' })}</>
                ) : null}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.textButton} onClick={() => setLate([])} data-testid="gate-late-clear">
            {t('late.clear')}
          </button>
        </section>
      ) : null}

      <section aria-labelledby="gate-list-title" className={styles.listSection}>
        <h2 id="gate-list-title" className={styles.heading}>
          {t('list.heading')}
        </h2>
        <form method="get" role="search" onSubmit={onSearch} className={styles.searchForm}>
          <label htmlFor="gate-q">{t('list.search')}</label>
          <div className={styles.inline}>
            <input id="gate-q" type="search" name="q" defaultValue={initialQuery} maxLength={GATE_QUERY_MAX} onChange={(event) => onQuery(event.target.value)} autoComplete="off" data-testid="gate-search" />
            <button type="submit" className={styles.secondaryButton}>
              {t('list.searchButton')}
            </button>
          </div>
        </form>
        <p className={styles.matches} data-testid="gate-matches" data-matches={view.matches}>
          {t('list.matches', { count: view.matches })}
        </p>
        <ul className={styles.parties} data-testid="gate-list">
          {view.shown.map((party) => (
            <PartyItem key={party.purchaseId} eventId={eventId} party={party} queued={queuedIds.has(party.purchaseId)} time={time} formAction={formAction} onSubmit={onPartySubmit} />
          ))}
        </ul>
        {view.matches > view.shown.length ? (
          <p className={styles.more} data-testid="gate-more">
            {t('list.more', { count: view.matches - view.shown.length })}
          </p>
        ) : null}
      </section>
    </div>
  );
}

function People({ party }: { party: TGateParty }) {
  const t = useTranslations('OrganiserGate');
  return (
    <ul className={styles.people}>
      {party.spectators.map((s) => (
        <li key={s.id} data-testid="gate-person" data-waiver={s.waiver}>
          {s.minor ? t('list.minorName', { name: s.name }) : s.name}
          {s.ticket ? <span className={styles.ticket}> {s.ticket}</span> : null} <span className={s.waiver === 'signed' ? styles.waiverOk : styles.waiverBad}>{t(`waiver.${s.waiver}`)}</span>
        </li>
      ))}
    </ul>
  );
}

function PartyItem({
  eventId,
  party,
  queued,
  time,
  formAction,
  onSubmit,
}: {
  eventId: number;
  party: TGateParty;
  queued: boolean;
  time: (iso: string) => string;
  formAction: (form: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useTranslations('OrganiserGate.list');
  const lead = party.spectators[0]?.name ?? '';
  const state = party.checkIn ? 'in' : queued ? 'queued' : 'out';
  return (
    <li className={party.checkIn ? styles.partyIn : styles.party} data-testid="gate-party" data-purchase-id={party.purchaseId} data-state={state}>
      <div className={styles.partyHead}>
        <span className={styles.partyName}>{party.spectators.length > 1 ? t('partyName', { name: lead, others: party.spectators.length - 1 }) : lead}</span>
        {party.checkIn ? (
          <span className={styles.partyState} data-testid="gate-party-in">
            {t('checkedIn', { name: party.checkIn.by, time: time(party.checkIn.at) })}
          </span>
        ) : queued ? (
          <span className={styles.partyState}>{t('queued')}</span>
        ) : null}
      </div>
      <People party={party} />
      <form action={formAction} onSubmit={onSubmit} className={styles.partyForm}>
        <input type="hidden" name="eventId" value={eventId} />
        <input type="hidden" name="purchaseId" value={party.purchaseId} />
        {party.checkIn ? (
          <button type="submit" name="intent" value="undo" className={styles.textButton} aria-label={t('undoLabel', { name: lead })} data-testid="gate-undo">
            {t('undo')}
          </button>
        ) : (
          <button type="submit" name="intent" value="checkIn" className={styles.primaryButton} disabled={queued} aria-label={t('checkInLabel', { name: lead })} data-testid="gate-check-in">
            {t('checkIn')}
          </button>
        )}
      </form>
    </li>
  );
}

function Result({ current, time }: { current: TCurrent; time: (iso: string) => string }) {
  const t = useTranslations('OrganiserGate');
  let tone: 'ok' | 'warn' | 'bad' | 'info' = 'info';
  let headline: string;
  let text: string | null = null;
  let party: TGateParty | null = null;
  if (current.state === 'answered') {
    const { answer } = current;
    party = answer.party;
    if (answer.outcome === 'admitted') {
      tone = party && party.spectators.some((s) => s.waiver !== 'signed') ? 'warn' : 'ok';
      headline = t('result.admitted');
      text = t('result.admittedText', { count: party?.spectators.length ?? 0 });
    } else if (answer.outcome === 'already') {
      tone = 'warn';
      headline = t('result.already');
      const entry = answer.party.checkIn;
      text = entry ? (answer.byYou ? t('result.alreadyYou', { time: time(entry.at) }) : t('result.alreadyText', { name: entry.by, time: time(entry.at), gate: entry.gate ?? 'none' })) : null;
    } else {
      tone = 'bad';
      headline = t('result.refused');
      text = t(`refused.${answer.reason}`);
    }
    if (current.late) text = `${text ?? ''} ${t('result.late')}`.trim();
  } else if (current.state === 'note') {
    party = current.party;
    const note = current.note;
    tone = note === 'undone' ? 'info' : note === 'alreadyCached' || note === 'alreadyQueued' ? 'warn' : 'bad';
    headline = t(`result.${note}`);
    if (note === 'alreadyCached' && party?.checkIn) text = t('result.alreadyCachedText', { name: party.checkIn.by, time: time(party.checkIn.at) });
  } else {
    party = current.party;
    if (current.state === 'sending') headline = t('result.sending');
    else {
      headline = t('result.queued');
      text = current.party ? t('result.queuedText') : t('result.queuedUnknown');
    }
  }
  const outcome = current.state === 'answered' ? current.answer.outcome : current.state === 'note' ? current.note : current.state;
  const unsigned = party ? party.spectators.filter((s) => s.waiver !== 'signed') : [];
  return (
    <div
      className={tone === 'ok' ? styles.resultOk : tone === 'warn' ? styles.resultWarn : tone === 'bad' ? styles.resultBad : styles.result}
      role={tone === 'bad' ? 'alert' : 'status'}
      data-testid="gate-result"
      data-outcome={outcome}
      data-late={current.state === 'answered' ? current.late : undefined}
    >
      <p className={styles.resultHeadline}>{headline}</p>
      {text ? <p data-testid="gate-result-text">{text}</p> : null}
      {unsigned.length > 0 ? (
        <ul className={styles.stop} data-testid="gate-result-stop">
          {unsigned.map((s) => (
            <li key={s.id}>{t(s.waiver === 'rejected' ? 'result.stopRejected' : 'result.stop', { name: s.name })}</li>
          ))}
        </ul>
      ) : party && current.state === 'answered' && current.answer.outcome !== 'refused' ? (
        <p>{t('result.allSigned')}</p>
      ) : null}
      {party ? <People party={party} /> : null}
    </div>
  );
}
