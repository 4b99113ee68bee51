'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { TFormState } from '../actions';
import styles from '../organiser.module.css';
import { Field, FormStatus, valueOf } from '../FormParts';
import own from '../shared/scoped.module.css';
import { createSeriesAction, setSeriesPublishedAction, updateSeriesAction } from './actions';

const NS = 'OrganiserSeries';

export type TSeriesFormValues = {
  name: string;
  season: string;
  discipline: string;
  classes: string;
  pointsPreset: string;
  points: string;
  drops: string;
  tables: string;
  /** Round number per event id ('' : not counted). */
  rounds: Record<number, string>;
  /** Race ids checked. */
  races: number[];
};

export type TEventChoice = { id: number; label: string };
export type TRaceChoices = { eventId: number; eventLabel: string; races: { id: number; name: string }[] }[];

/**
 * A series definition's form (docs/decisions/047, 057): name, season, discipline, the promoter's
 * events with a round number each (empty: not counted), optionally races (those of the events the
 * definition counts, once saved) and classes, points from a preset or a list, drops, tables.
 */
export function SeriesForm(
  props: {
    promoterId: number;
    saved: TSeriesFormValues;
    events: TEventChoice[];
    races: TRaceChoices;
    disciplines: readonly string[];
    presets: readonly string[];
  } & ({ mode: 'new' } | { mode: 'edit'; seriesId: number }),
) {
  const t = useTranslations(NS);
  const [state, action, pending] = useActionState<TFormState, FormData>(props.mode === 'new' ? createSeriesAction : updateSeriesAction, {});
  const { saved } = props;
  const idPrefix = props.mode === 'new' ? 'new-series' : `series-${props.seriesId}`;
  const key = JSON.stringify(state);
  const sentRaces = state.values ? (state.values.race ?? '').split(',').filter(Boolean).map(Number) : saved.races;
  const roundError = (eventId: number) => state.fields?.[`round_${eventId}`];
  return (
    <form action={action} className={styles.form} key={key} data-testid="series-form" noValidate>
      <input type="hidden" name="promoterId" value={props.promoterId} />
      {props.mode === 'edit' && <input type="hidden" name="seriesId" value={props.seriesId} />}
      <FormStatus ns={NS} state={state} testId="series" />
      <div className={styles.row}>
        <Field ns={NS} idPrefix={idPrefix} name="name" label={t('form.name')} state={state}>
          {(p) => <input {...p} defaultValue={valueOf(state, 'name', saved.name)} data-testid="series-name" />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="season" label={t('form.season')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, 'season', saved.season)} data-testid="series-season" />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="discipline" label={t('form.discipline')} state={state}>
          {(p) => (
            <select {...p} defaultValue={valueOf(state, 'discipline', saved.discipline)} data-testid="series-discipline">
              {props.disciplines.map((d) => (
                <option key={d} value={d}>
                  {t(`disciplines.${d}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <fieldset className={own.fieldset} aria-describedby={`${idPrefix}-events-hint${state.fields?.events ? ` ${idPrefix}-events-error` : ''}`}>
        <legend>{t('form.events')}</legend>
        <span id={`${idPrefix}-events-hint`} className={styles.hint}>
          {t('form.eventsHint')}
        </span>
        {state.fields?.events && (
          <span id={`${idPrefix}-events-error`} className={styles.error} data-testid="error-events">
            {t(`errors.${state.fields.events}`)}
          </span>
        )}
        {props.events.length === 0 ? (
          <p data-testid="series-no-events">{t('form.noEvents')}</p>
        ) : (
          <ul className={own.rounds} data-testid="series-events">
            {props.events.map((event) => {
              const name = `round_${event.id}`;
              const id = `${idPrefix}-${name}`;
              const error = roundError(event.id);
              return (
                <li key={event.id} className={own.roundRow}>
                  <input
                    id={id}
                    name={name}
                    inputMode="numeric"
                    aria-label={t('form.roundOf', { event: event.label })}
                    defaultValue={valueOf(state, name, saved.rounds[event.id] ?? '')}
                    data-testid={`series-round-${event.id}`}
                    {...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {})}
                  />
                  <label htmlFor={id}>
                    {event.label}
                    {error && (
                      <span id={`${id}-error`} className={styles.error}>
                        {' '}
                        {t(`errors.${error}`)}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <fieldset className={own.fieldset}>
        <legend>{t('form.races')}</legend>
        <span className={styles.hint}>{props.mode === 'new' ? t('form.racesAfterSave') : t('form.racesHint')}</span>
        {state.fields?.races && (
          <span className={styles.error} data-testid="error-races">
            {t(`errors.${state.fields.races}`)}
          </span>
        )}
        {props.races.map((group) => (
          <div key={group.eventId}>
            <strong>{group.eventLabel}</strong>
            {group.races.length === 0 ? (
              <p className={styles.hint}>{t('form.noRaces')}</p>
            ) : (
              <ul className={own.checks}>
                {group.races.map((race) => (
                  <li key={race.id}>
                    <label className={styles.check}>
                      <input type="checkbox" name="race" value={race.id} defaultChecked={sentRaces.includes(race.id)} data-testid={`series-race-${race.id}`} />
                      {race.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </fieldset>

      <Field ns={NS} idPrefix={idPrefix} name="classes" label={t('form.classes')} hint={t('form.classesHint')} state={state}>
        {(p) => <textarea {...p} defaultValue={valueOf(state, 'classes', saved.classes)} data-testid="series-classes" />}
      </Field>

      <div className={styles.row}>
        <Field ns={NS} idPrefix={idPrefix} name="pointsPreset" label={t('form.pointsPreset')} state={state}>
          {(p) => (
            <select {...p} defaultValue={valueOf(state, 'pointsPreset', saved.pointsPreset)} data-testid="series-points-preset">
              {props.presets.map((preset) => (
                <option key={preset} value={preset}>
                  {t(`presets.${preset}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="drops" label={t('form.drops')} hint={t('form.dropsHint')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, 'drops', saved.drops)} data-testid="series-drops" />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="tables" label={t('form.tables')} state={state}>
          {(p) => (
            <select {...p} defaultValue={valueOf(state, 'tables', saved.tables)} data-testid="series-tables">
              <option value="both">{t('tables.both')}</option>
              <option value="final">{t('tables.final')}</option>
              <option value="overall">{t('tables.overall')}</option>
            </select>
          )}
        </Field>
      </div>
      <Field ns={NS} idPrefix={idPrefix} name="points" label={t('form.points')} hint={t('form.pointsHint')} state={state}>
        {(p) => <textarea {...p} defaultValue={valueOf(state, 'points', saved.points)} data-testid="series-points" />}
      </Field>

      <button type="submit" className={styles.button} disabled={pending} data-testid="series-save">
        {props.mode === 'new' ? t('form.create') : t('form.save')}
      </button>
    </form>
  );
}

/** Publish a definition (after its preview) or take it off the public pages. */
export function PublishButton({ seriesId, published, name }: { seriesId: number; published: boolean; name: string }) {
  const t = useTranslations(NS);
  const [state, action, pending] = useActionState<TFormState, FormData>(setSeriesPublishedAction, {});
  return (
    <form action={action} className={own.inline}>
      <input type="hidden" name="seriesId" value={seriesId} />
      <input type="hidden" name="published" value={String(!published)} />
      <FormStatus ns={NS} state={state} testId="series-publish" />
      <button
        type="submit"
        className={published ? styles.secondary : styles.button}
        disabled={pending}
        aria-label={t(published ? 'unpublishLabel' : 'publishLabel', { name })}
        data-testid={published ? 'series-unpublish' : 'series-publish'}
      >
        {t(published ? 'unpublish' : 'publish')}
      </button>
    </form>
  );
}
