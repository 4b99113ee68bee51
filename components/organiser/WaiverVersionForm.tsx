'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { LOCALES } from '@/lib/constants';
import { createWaiverAction, type TFormState } from './actions';
import { Field, FormStatus, valueOf } from './FormParts';
import styles from './organiser.module.css';

type TTri = { en: string; es: string; fr: string };
export type TWaiverFormValues = { title: TTri; body: TTri; consent: TTri; certification: TTri; boxes: TTri[] };

/**
 * A new version of the event's waiver, started from the current one: every text in English,
 * Spanish and French. Saving makes a new version in effect at once; waivers already signed keep
 * theirs. Rows of boxes left empty in all three languages are dropped.
 */
export function WaiverVersionForm({ eventId, current, boxRows }: { eventId: number; current: TWaiverFormValues; boxRows: number }) {
  const t = useTranslations('Organiser.waiver');
  const tl = useTranslations('Organiser.languages');
  const [state, action, pending] = useActionState<TFormState, FormData>(createWaiverAction, {});
  const key = JSON.stringify(state);
  const group = (name: 'title' | 'body' | 'consent' | 'certification', multiline: boolean) => (
    <fieldset className={styles.section}>
      <legend className={styles.fieldLabel}>{t(name)}</legend>
      <div className={styles.langs}>
        {LOCALES.map((lang) => (
          <Field key={lang} name={`${name}_${lang}`} label={tl(lang)} state={state}>
            {(p) =>
              multiline ? (
                <textarea {...p} lang={lang} defaultValue={valueOf(state, `${name}_${lang}`, current[name][lang])} data-testid={`waiver-${name}-${lang}`} />
              ) : (
                <input {...p} lang={lang} defaultValue={valueOf(state, `${name}_${lang}`, current[name][lang])} data-testid={`waiver-${name}-${lang}`} />
              )
            }
          </Field>
        ))}
      </div>
    </fieldset>
  );
  return (
    <form action={action} className={styles.form} key={key} data-testid="waiver-form" noValidate>
      <input type="hidden" name="eventId" value={eventId} />
      <FormStatus state={state} testId="waiver" />
      {group('title', false)}
      {group('body', true)}
      {Array.from({ length: boxRows }, (_, i) => (
        <fieldset key={i} className={styles.section}>
          <legend className={styles.fieldLabel}>{t('box', { n: i + 1 })}</legend>
          <div className={styles.langs}>
            {LOCALES.map((lang) => (
              <Field key={lang} name={`box${i + 1}_${lang}`} label={tl(lang)} state={state}>
                {(p) => <input {...p} lang={lang} defaultValue={valueOf(state, `box${i + 1}_${lang}`, current.boxes[i]?.[lang] ?? '')} data-testid={`waiver-box${i + 1}-${lang}`} />}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <p className={styles.hint}>{t('boxesHint')}</p>
      {group('consent', false)}
      {group('certification', false)}
      <p className={styles.hint}>{t('saveHint')}</p>
      <button type="submit" className={styles.button} disabled={pending} data-testid="waiver-save">
        {t('save')}
      </button>
    </form>
  );
}
