'use client';

import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, useTransition, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { $ZodType } from 'zod/v4/core';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import { whenInteracting } from '@/components/forms/lazy-resolver';
import { useRouter } from '@/i18n/navigation';
import { validationMessageValues } from '@/lib/validation/participant-rules';
import {
  applicableSteps,
  clearStoredDraft,
  draftIsMinor,
  resetStoredDraftSnapshot,
  storedDraftSnapshot,
  type TRegistrationDraft,
  type TStepId,
  type TStoredDraft,
} from './draft';
import { ExistingAccountStep, type TGuardian } from './ExistingAccountStep';
import { ContactFields, EmergencyFields, LoginFields, PersonFields, RadioInput, RelationshipSelect } from './fields';
import { RegistrationAlert, type TAlert } from './RegistrationAlert';
import type { TResume } from './resume';
import { StepActions } from './StepActions';
import { StepForm } from './StepForm';
import { StepProgress } from './StepProgress';
import { submitDraft, thankYouPath } from './submission';
import { useRegistrationDraft, type TDraftPart } from './useRegistrationDraft';
import { useStepFocus } from './useStepFocus';
import styles from './registration.module.css';

/**
 * The participant registration stepper (seed section 4): Information, Adult Information (minors),
 * Login data, Contact Information, Existing Account, Emergency Contact, Minors (optional),
 * Relationship, Confirmation, Completed. Steps that do not apply are left out; each step
 * validates with the shared schema; the draft survives a reload (useRegistrationDraft); the
 * server's answer sends the visitor back to the step and field that need it (submission.ts);
 * focus follows (useStepFocus). `eventId`: the event the visitor came to register for (the
 * page's `?event=`, validated): the thank-you page then leads back to it.
 */
const noSubscription = () => () => {};

// Minors and Confirmation come late in the stepper and write dates in the visitor's language
// (date-fns and its locales): their code loads after the page, not with it (preloadLateSteps).
const loadMinorsStep = () => import('./MinorsStep');
const loadConfirmationStep = () => import('./ConfirmationStep');
const MinorsStep = lazy(() => loadMinorsStep().then((m) => ({ default: m.MinorsStep })));
const ConfirmationStep = lazy(() => loadConfirmationStep().then((m) => ({ default: m.ConfirmationStep })));

/** Fetch the late steps' code once the visitor starts filling the form, so that reaching them does not wait. */
function preloadLateSteps(): () => void {
  return whenInteracting(() => {
    void loadMinorsStep();
    void loadConfirmationStep();
  });
}

// The steps' schemas (and zod) load after the page too: each step form asks for its own when it
// first validates or the visitor first interacts with the page (StepForm, lazyZodResolver).
const stepSchemas = () => import('./step-schemas');

const START: TResume = { step: 'information', passwordsAgain: false };

/**
 * Where a stored draft resumes (resume.ts checks each step with its schema, so it loads with
 * them, at once, not at the first interaction). While it loads the page stays as the server rendered it (not
 * ready); a failed load resumes at the first step with everything typed kept.
 */
function useResume(stored: TStoredDraft | null, guardian: TGuardian | null): TResume | null {
  const [decided, setDecided] = useState<{ stored: TStoredDraft; resume: TResume } | null>(null);
  useEffect(() => {
    if (!stored) return;
    let live = true;
    import('./resume').then(
      (m) => live && setDecided({ stored, resume: m.resumeOf(stored, guardian) }),
      () => live && setDecided({ stored, resume: START }),
    );
    return () => {
      live = false;
    };
  }, [stored, guardian]);
  if (!stored) return START;
  return decided?.stored === stored ? decided.resume : null;
}

export function RegistrationStepper({ signedInGuardian, eventId = null }: { signedInGuardian: TGuardian | null; eventId?: number | null }) {
  // What was typed before a reload comes back from sessionStorage once the page runs in the
  // browser (the server renders the empty form); the stepper then starts again with it.
  const stored = useSyncExternalStore(noSubscription, storedDraftSnapshot, () => null);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  useEffect(() => () => resetStoredDraftSnapshot(), []);
  useEffect(() => preloadLateSteps(), []);
  const resume = useResume(stored, signedInGuardian);
  if (!resume) return <RegistrationSteps key="fresh" stored={null} resume={START} hydrated={false} signedInGuardian={signedInGuardian} eventId={eventId} />;
  return <RegistrationSteps key={stored ? 'restored' : 'fresh'} stored={stored} resume={resume} hydrated={hydrated} signedInGuardian={signedInGuardian} eventId={eventId} />;
}

function RegistrationSteps({
  stored,
  resume,
  hydrated,
  signedInGuardian,
  eventId,
}: {
  stored: TStoredDraft | null;
  resume: TResume;
  hydrated: boolean;
  signedInGuardian: TGuardian | null;
  eventId: number | null;
}) {
  const t = useTranslations('Registration');
  const tf = useTranslations('Forms');
  const router = useRouter();
  const [step, setStep] = useState<TStepId>(resume.step);
  const { draft, setDraft, update, patch } = useRegistrationDraft(stored, step, hydrated);
  const [guardian, setGuardian] = useState<TGuardian | null>(signedInGuardian);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<TAlert | null>(resume.passwordsAgain ? { kind: 'passwordsAgain' } : null);
  const [formKey, setFormKey] = useState(0);
  const [pending, startTransition] = useTransition();
  const { headingRef, alertRef, moved, revealAlert } = useStepFocus(step, alert);

  const steps = useMemo(() => applicableSteps(draft), [draft]);
  const index = Math.max(0, steps.indexOf(step));
  const minor = draftIsMinor(draft);

  const goTo = (next: TStepId) => {
    moved();
    setStep(next);
  };
  const goNext = (nextDraft: TRegistrationDraft = draft) => {
    const order = applicableSteps(nextDraft);
    const at = order.indexOf(step);
    const next = order[at + 1];
    setAlert((a) => (a?.kind === 'passwordsAgain' || a?.kind === 'fixFields' ? null : a));
    if (next) goTo(next);
  };
  const goBack = () => {
    const previous = steps[index - 1];
    if (previous) goTo(previous);
  };

  const errorsFor = (prefixes: string[]) =>
    Object.fromEntries(Object.entries(serverErrors).filter(([path]) => prefixes.some((p) => path === p || path.startsWith(`${p}.`))));

  const submit = () => {
    setAlert(null);
    startTransition(async () => {
      const outcome = await submitDraft(draft, steps);
      switch (outcome.kind) {
        case 'registered':
          clearStoredDraft(window.sessionStorage);
          goTo('completed');
          router.push(thankYouPath(outcome.accountId, eventId));
          return;
        case 'unreachable':
          revealAlert();
          setAlert({ kind: 'failed' });
          return;
        case 'guardianRequired':
          setServerErrors(outcome.fieldErrors);
          setGuardian(null);
          setAlert({ kind: 'guardianRequired' });
          goTo('existingAccount');
          return;
        case 'refused':
          setServerErrors(outcome.fieldErrors);
          setAlert(outcome.alert);
          if (outcome.step) {
            setFormKey((k) => k + 1);
            goTo(outcome.step);
          } else {
            revealAlert();
          }
      }
    });
  };

  const stepTitle = t(`steps.${step}`);
  const nav = (options: { skip?: boolean; nextLabel?: string } = {}) => (
    <StepActions
      onBack={index > 0 ? goBack : undefined}
      onSkip={options.skip ? () => goNext() : undefined}
      nextLabel={options.nextLabel ?? t('next')}
      backLabel={t('back')}
      skipLabel={t('skip')}
    />
  );
  const keyOf = (s: TStepId) => `${s}-${formKey}`;
  // Only around the steps that load later: a boundary around the whole step would let the server
  // stream the first step apart, shown by script only (and never without JavaScript).
  const late = (step: ReactNode) => (
    <Suspense
      fallback={
        <p className={forms.muted} role="status">
          {tf('loading')}
        </p>
      }
    >
      {step}
    </Suspense>
  );

  const relationshipChanged = (v: FieldValues) => {
    if (minor) update({ guardianRelationship: String(v.guardianRelationship ?? '') });
    else setDraft((d) => relationshipApplied(d, v, false));
  };

  /** The step of one part of the draft: its form fills that part in, and Next keeps it and moves on. */
  const partStep = (key: TDraftPart, schema: () => Promise<$ZodType>, testId: string, fields: ReactNode) => (
    <StepForm
      key={keyOf(step)}
      schema={schema}
      values={{ [key]: draft[key] }}
      onChange={patch(key)}
      onValid={(v) => {
        const next = { ...draft, [key]: v[key] as TRegistrationDraft[TDraftPart] };
        setDraft(next);
        goNext(next);
      }}
      serverErrors={errorsFor([key])}
      actions={nav()}
      testId={testId}
      label={stepTitle}
    >
      {fields}
    </StepForm>
  );

  let body: ReactNode;
  switch (step) {
    case 'information':
      body = partStep('information', () => stepSchemas().then((m) => m.informationStepSchema()), 'registration-information', (
        <>
          <PersonFields prefix="information" testId="information" />
          {minor ? (
            <div className={styles.tight}>
              <Alert severity="info" role="status" data-testid="registration-minor-notice">
                {t('minorNotice', validationMessageValues)}
              </Alert>
              <RadioInput
                name="information.guardianMode"
                legend={t('fields.guardianMode')}
                options={[
                  { value: 'existing', label: t('guardianModes.existing') },
                  { value: 'new', label: t('guardianModes.new') },
                ]}
                testId="information-guardianMode"
              />
            </div>
          ) : null}
        </>
      ));
      break;
    case 'adultInformation':
      body = partStep('adult', () => stepSchemas().then((m) => m.adultInformationStepSchema()), 'registration-adult', (
        <>
          <PersonFields prefix="adult" testId="adult" />
          <LoginFields prefix="adult" testId="adult" />
        </>
      ));
      break;
    case 'loginData':
      body = partStep('login', () => stepSchemas().then((m) => m.loginDataStepSchema({ draft, guardianEmail: guardian?.email })), 'registration-login', <LoginFields prefix="login" testId="login" emailHint={minor ? t('minorEmailHint') : undefined} />);
      break;
    case 'contactInformation':
      body = partStep('contact', () => stepSchemas().then((m) => m.contactStepSchema), 'registration-contact', <ContactFields prefix="contact" testId="contact" />);
      break;
    case 'existingAccount':
      body = (
        <ExistingAccountStep
          guardian={guardian}
          onSignedIn={(g) => {
            setGuardian(g);
            setAlert((a) => (a?.kind === 'guardianRequired' ? null : a));
          }}
          onNext={() => goNext()}
          actions={(canContinue: boolean) => (
            <StepActions onBack={goBack} nextLabel={t('next')} backLabel={t('back')} skipLabel={t('skip')} nextDisabled={!canContinue} onNext={() => goNext()} />
          )}
        />
      );
      break;
    case 'emergencyContact':
      body = partStep('emergency', () => stepSchemas().then((m) => m.emergencyStepSchema), 'registration-emergency', <EmergencyFields prefix="emergency" testId="emergency" />);
      break;
    case 'minors':
      body = late(
        <MinorsStep
          key={keyOf(step)}
          minors={draft.minors}
          edit={draft.minorEdit}
          onEditChange={(minorEdit) => update({ minorEdit })}
          onChange={(minors) => update({ minors })}
          onNext={(minors) => {
            const next = { ...draft, minors };
            setDraft(next);
            goNext(next);
          }}
          onSkip={() => goNext()}
          onBack={goBack}
          serverErrors={errorsFor(['minors'])}
        />,
      );
      break;
    case 'relationship':
      body = (
        <StepForm
          key={keyOf(step)}
          schema={() => stepSchemas().then((m) => m.relationshipStepSchema({ draft }))}
          values={minor ? { guardianRelationship: draft.guardianRelationship } : { minors: draft.minors }}
          onChange={(v) => relationshipChanged(v)}
          onValid={(v) => {
            const next = relationshipApplied(draft, v, minor);
            setDraft(next);
            goNext(next);
          }}
          serverErrors={errorsFor(['minors', 'guardianRelationship'])}
          actions={nav()}
          testId="registration-relationship"
          label={stepTitle}
        >
          {minor ? (
            <RelationshipSelect
              name="guardianRelationship"
              label={t('relationship.guardianLabel', { name: guardianName(draft, guardian) ?? t('relationship.guardianFallback') })}
              testId="relationship-guardian"
            />
          ) : (
            draft.minors.map((m, i) => (
              <RelationshipSelect key={m.key} name={`minors.${i}.relationship`} label={t('relationship.minorLabel', { name: `${m.firstName} ${m.lastName}` })} testId={`relationship-minor-${i}`} />
            ))
          )}
        </StepForm>
      );
      break;
    case 'confirmation':
      body = late(
        <ConfirmationStep
          draft={draft}
          guardian={guardian}
          minor={minor}
          steps={steps}
          onEdit={goTo}
          actions={
            <StepActions
              onBack={goBack}
              nextLabel={pending ? t('registering') : t('register')}
              backLabel={t('back')}
              skipLabel={t('skip')}
              nextDisabled={pending}
              onNext={submit}
              testId="registration-submit"
            />
          }
        />,
      );
      break;
    case 'completed':
      body = (
        <Alert severity="success" role="status" data-testid="registration-completed">
          {t('completed.text')}
        </Alert>
      );
      break;
  }

  return (
    <div className={forms.stack} data-testid="registration" data-step={step} data-ready={hydrated ? 'true' : 'false'}>
      <StepProgress steps={steps} step={step} />

      <div className={`${forms.card} ${forms.stackTight}`}>
        <div>
          <p className={styles.overline} data-testid="registration-progress">
            {t('stepOf', { current: steps.indexOf(step) + 1, total: steps.length })}
          </p>
          <h2 className={styles.title} ref={headingRef} tabIndex={-1} data-testid="registration-step-title">
            {stepTitle}
          </h2>
          {step !== 'completed' ? <p className={styles.stepIntro}>{t(`stepIntro.${step}`, validationMessageValues)}</p> : null}
        </div>
        {alert ? <RegistrationAlert alert={alert} ref={alertRef} /> : null}
        {body}
      </div>
    </div>
  );
}

function guardianName(draft: TRegistrationDraft, guardian: TGuardian | null): string | null {
  if (draft.information.guardianMode === 'new' && draft.adult.firstName.trim()) return `${draft.adult.firstName} ${draft.adult.lastName}`.trim();
  if (draft.information.guardianMode === 'existing' && guardian) return `${guardian.firstName} ${guardian.lastName}`;
  return null;
}

function relationshipApplied(draft: TRegistrationDraft, v: FieldValues, minor: boolean): TRegistrationDraft {
  if (minor) return { ...draft, guardianRelationship: String(v.guardianRelationship ?? '') };
  const chosen = (v.minors as { relationship?: string }[] | undefined) ?? [];
  return { ...draft, minors: draft.minors.map((m, i) => ({ ...m, relationship: chosen[i]?.relationship ?? m.relationship })) };
}
