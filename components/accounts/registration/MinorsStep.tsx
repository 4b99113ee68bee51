'use client';

import { useEffect, useEffectEvent, useId, useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import { useLazyZodResolver } from '@/components/forms/lazy-resolver';
import buttons from '@/components/layout/button.module.css';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import { MINORS_MAX, toIsoDate, validationMessageValues } from '@/lib/validation/participant-rules';
import { emptyMinor, noMinorEdit, type TMinorDraft, type TMinorEditDraft, type TPersonDraft } from './draft';
import { PersonFields } from './fields';
import { StepActions } from './StepActions';
import styles from './registration.module.css';

/** A birth date of the draft as the visitor's language writes it, or '' when incomplete. */
export function draftDateLabel(birthDate: TMinorDraft['birthDate'], locale: TLocale): string {
  const iso = toIsoDate(Number(birthDate.year), Number(birthDate.month), Number(birthDate.day));
  return iso ? formatDate(iso, locale, 'date', 'UTC') : '';
}

type TEditing = number | 'new' | null;

const personOf = (m: TPersonDraft): TPersonDraft => ({ firstName: m.firstName, lastName: m.lastName, gender: m.gender, birthDate: { ...m.birthDate } });

/** What the editor is open on, from the stored draft (a reload reopens it where it was). */
function restoredEditing(edit: TMinorEditDraft, count: number): TEditing | undefined {
  if (edit.target === 'new') return 'new';
  const index = Number(edit.target);
  return edit.target !== '' && Number.isInteger(index) && index >= 0 && index < count ? index : undefined;
}

/**
 * Minors (optional, adults only): the minors this adult registers, added, edited or removed one
 * at a time with the same person fields and rules as everywhere else. Skip moves on without any.
 * The minor being typed is part of the draft too (`minorEdit`), so a reload does not lose it.
 */
export function MinorsStep({
  minors,
  edit,
  onEditChange,
  onChange,
  onNext,
  onSkip,
  onBack,
  serverErrors,
}: {
  minors: TMinorDraft[];
  edit: TMinorEditDraft;
  onEditChange: (edit: TMinorEditDraft) => void;
  onChange: (minors: TMinorDraft[]) => void;
  onNext: (minors: TMinorDraft[]) => void;
  onSkip: () => void;
  onBack: () => void;
  serverErrors: Record<string, string>;
}) {
  const t = useTranslations('Registration');
  const locale = useLocale();
  const firstError = Object.keys(serverErrors)[0];
  const errorIndex = firstError ? Number(firstError.split('.')[1]) : -1;
  const [editing, setEditingState] = useState<TEditing>(() =>
    errorIndex >= 0 && errorIndex < minors.length ? errorIndex : (restoredEditing(edit, minors.length) ?? (minors.length === 0 ? 'new' : null)),
  );
  // The typed values the editor reopens with after a reload (only for the target they belong to).
  const [restored, setRestored] = useState(() => (edit.target !== '' && edit.target === String(editing) ? edit.person : null));
  const setEditing = (next: TEditing) => {
    setEditingState(next);
    setRestored(null);
    onEditChange(next === null ? noMinorEdit() : { target: String(next), person: personOf(next === 'new' ? emptyMinor('') : minors[next]!) });
  };
  const [keySeed, setKeySeed] = useState(0);
  const headingId = useId();

  const save = (edited: TMinorDraft) => {
    const minor = edited.key ? edited : { ...edited, key: `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` };
    const next = editing === 'new' || editing === null ? [...minors, minor] : minors.map((m, i) => (i === editing ? minor : m));
    onChange(next);
    setEditing(null);
    return next;
  };

  const minorErrors =
    typeof editing === 'number'
      ? Object.fromEntries(
          Object.entries(serverErrors)
            .filter(([path]) => path.startsWith(`minors.${editing}.`))
            .map(([path, key]) => [path.replace(`minors.${editing}.`, 'minor.'), key]),
        )
      : {};

  return (
    <div className={forms.stack} data-testid="registration-minors">
      {minors.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.h3Spaced}>
            {t('minors.listTitle')}
          </h3>
          <ul className={styles.minors} data-testid="minors-list">
            {minors.map((m, i) => (
              <li key={m.key} className={styles.minor} data-testid="minors-item">
                <span className={styles.minorText}>
                  <span className={styles.minorName}>{`${m.firstName} ${m.lastName}`}</span>
                  <span className={styles.minorBorn}>{t('minors.born', { date: draftDateLabel(m.birthDate, locale) })}</span>
                </span>
                <span className={styles.row}>
                  <button type="button" className={`${buttons.text} ${buttons.small}`} onClick={() => setEditing(i)} aria-label={t('minors.editNamed', { name: `${m.firstName} ${m.lastName}` })}>
                    {t('minors.edit')}
                  </button>
                  <button
                    type="button"
                    className={`${buttons.text} ${buttons.small} ${styles.danger}`}
                    onClick={() => {
                      onChange(minors.filter((_, j) => j !== i));
                      setEditing(null);
                    }}
                    aria-label={t('minors.removeNamed', { name: `${m.firstName} ${m.lastName}` })}
                  >
                    {t('minors.remove')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={forms.paragraph} data-testid="minors-empty">
          {t('minors.empty')}
        </p>
      )}

      {editing !== null ? (
        <MinorEditor
          key={`${editing}-${keySeed}`}
          initial={{ ...(editing === 'new' ? emptyMinor('') : minors[editing]!), ...restored }}
          title={editing === 'new' ? t('minors.addTitle') : t('minors.editTitle')}
          serverErrors={minorErrors}
          onValuesChange={(person) => onEditChange({ target: String(editing), person })}
          onSave={(minor) => {
            save(minor);
            setKeySeed((k) => k + 1);
          }}
          onCancel={minors.length > 0 || editing !== 'new' ? () => setEditing(null) : undefined}
        />
      ) : minors.length < MINORS_MAX ? (
        <div>
          <button type="button" className={buttons.outlined} onClick={() => setEditing('new')} data-testid="minors-add">
            {t('minors.add')}
          </button>
        </div>
      ) : (
        <Alert severity="info" role="status">
          {t('minors.max', validationMessageValues)}
        </Alert>
      )}

      <StepActions
        onBack={onBack}
        onSkip={minors.length === 0 ? onSkip : undefined}
        onNext={() => onNext(minors)}
        nextDisabled={editing !== null}
        nextLabel={t('next')}
        backLabel={t('back')}
        skipLabel={t('skip')}
      />
    </div>
  );
}

function MinorEditor({
  initial,
  title,
  serverErrors,
  onSave,
  onCancel,
  onValuesChange,
}: {
  initial: TMinorDraft;
  title: string;
  serverErrors: Record<string, string>;
  onValuesChange: (person: TPersonDraft) => void;
  onSave: (minor: TMinorDraft) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('Registration');
  const { resolver, loadFailed } = useLazyZodResolver(() => import('./step-schemas').then((m) => m.minorStepSchema()));
  const form = useForm<FieldValues>({ resolver, defaultValues: { minor: initial }, mode: 'onTouched' });
  const applyServerErrors = useEffectEvent(() => {
    Object.entries(serverErrors).forEach(([path, key], i) => form.setError(path, { type: 'server', message: key }, { shouldFocus: i === 0 }));
  });
  useEffect(() => applyServerErrors(), []);
  const valuesChanged = useEffectEvent((values: FieldValues) => onValuesChange(personOf({ ...initial, ...(values.minor as TPersonDraft) })));
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => valuesChanged(values) }), [form]);
  const titleId = useId();

  return (
    <div className={`${forms.card} ${styles.editor}`}>
      <FormProvider {...form}>
        <form
          noValidate
          aria-labelledby={titleId}
          data-testid="minor-form"
          onSubmit={(e) => {
            e.stopPropagation();
            void form.handleSubmit(() => onSave({ ...initial, ...(form.getValues().minor as TMinorDraft), key: initial.key, relationship: initial.relationship }))(e);
          }}
          className={forms.stackTight}
        >
          <h3 id={titleId} className={styles.h3}>
            {title}
          </h3>
          <PersonFields prefix="minor" testId="minor" />
          {loadFailed ? (
            <Alert severity="error" role="alert" data-testid="minor-check-failed">
              {t('errors.failed')}
            </Alert>
          ) : null}
          <div className={styles.row}>
            <button type="submit" className={`${buttons.contained} ${styles.secondary}`} data-testid="minor-save">
              {t('minors.save')}
            </button>
            {onCancel ? (
              <button type="button" className={buttons.text} onClick={onCancel} data-testid="minor-cancel">
                {t('minors.cancel')}
              </button>
            ) : null}
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
