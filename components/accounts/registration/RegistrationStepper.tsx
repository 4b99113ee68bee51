'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, useTransition, type ReactNode, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useRouter } from '@/i18n/navigation';
import { NextLink } from '@/components/ui/NextLink';
import type { TRegistrationResult } from '@/lib/accounts/registration';
import { validationMessageValues } from '@/lib/validation/participant';
import { submitRegistrationAction } from './actions';
import { ConfirmationStep } from './ConfirmationStep';
import {
  applicableSteps,
  clearStoredDraft,
  draftIsMinor,
  emptyDraft,
  resetStoredDraftSnapshot,
  storedDraftSnapshot,
  toSubmission,
  writeStoredDraft,
  type TRegistrationDraft,
  type TStepId,
  type TStoredDraft,
} from './draft';
import { ExistingAccountStep, type TGuardian } from './ExistingAccountStep';
import { ContactFields, EmergencyFields, LoginFields, PersonFields, RadioInput, RelationshipSelect } from './fields';
import { MinorsStep } from './MinorsStep';
import {
  adultInformationStepSchema,
  contactStepSchema,
  emergencyStepSchema,
  informationStepSchema,
  isStepComplete,
  loginDataStepSchema,
  relationshipStepSchema,
  stepOfPath,
} from './step-schemas';
import { StepActions } from './StepActions';
import { StepForm } from './StepForm';

type TAlert =
  | { kind: 'duplicate'; supportEmail: string; name?: string }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'failed' | 'guardianRequired' | 'fixFields' | 'passwordsAgain' };

/**
 * The participant registration stepper (seed section 4): Information, Adult Information (minors),
 * Login data, Contact Information, Existing Account, Emergency Contact, Minors (optional),
 * Relationship, Confirmation, Completed. Steps that do not apply are left out; each step
 * validates with the shared schema; the draft survives a reload (sessionStorage, never the
 * passwords); the server's answer sends the visitor back to the step and field that need it.
 */
const noSubscription = () => () => {};

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function RegistrationStepper({ signedInGuardian }: { signedInGuardian: TGuardian | null }) {
  // What was typed before a reload comes back from sessionStorage once the page runs in the
  // browser (the server renders the empty form); the stepper then starts again with it.
  const stored = useSyncExternalStore(noSubscription, storedDraftSnapshot, () => null);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  useEffect(() => () => resetStoredDraftSnapshot(), []);
  return <RegistrationSteps key={stored ? 'restored' : 'fresh'} stored={stored} hydrated={hydrated} signedInGuardian={signedInGuardian} />;
}

/** Where a stored draft resumes: its step, or the first step before it that still needs something (the passwords are never stored). */
function resumeOf(stored: TStoredDraft | null, guardian: TGuardian | null): { step: TStepId; passwordsAgain: boolean } {
  if (!stored) return { step: 'information', passwordsAgain: false };
  const order = applicableSteps(stored.draft);
  const saved = order.includes(stored.step) ? order.indexOf(stored.step) : 0;
  const firstIncomplete = order.findIndex(
    (s, i) => i <= saved && !isStepComplete(s, { draft: stored.draft, guardianEmail: guardian?.email, guardianSignedIn: Boolean(guardian) }),
  );
  const at = firstIncomplete >= 0 ? firstIncomplete : saved;
  const step = order[at] ?? 'information';
  return {
    step: step === 'completed' ? 'confirmation' : step,
    passwordsAgain: (step === 'loginData' || step === 'adultInformation') && at < saved,
  };
}

function RegistrationSteps({ stored, hydrated, signedInGuardian }: { stored: TStoredDraft | null; hydrated: boolean; signedInGuardian: TGuardian | null }) {
  const t = useTranslations('Registration');
  const router = useRouter();
  const [resume] = useState(() => resumeOf(stored, signedInGuardian));
  const [draft, setDraft] = useState<TRegistrationDraft>(() => stored?.draft ?? emptyDraft());
  const [step, setStep] = useState<TStepId>(resume.step);
  const [guardian, setGuardian] = useState<TGuardian | null>(signedInGuardian);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<TAlert | null>(resume.passwordsAgain ? { kind: 'passwordsAgain' } : null);
  const [formKey, setFormKey] = useState(0);
  const [pending, startTransition] = useTransition();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // Set when the server's answer keeps the visitor on this step: its alert is then the news.
  const revealAlert = useRef(false);

  const steps = useMemo(() => applicableSteps(draft), [draft]);
  const index = Math.max(0, steps.indexOf(step));
  const minor = draftIsMinor(draft);

  useEffect(() => {
    if (hydrated && step !== 'completed') writeStoredDraft(window.sessionStorage, draft, step);
  }, [draft, step, hydrated]);

  // Move focus to the new step's heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  // An answer that stays on the step (a possible duplicate account on Confirmation): its alert is
  // above the long summary, out of view; bring it into view and move focus to it.
  useEffect(() => {
    const el = alertRef.current;
    if (!alert || !el || !revealAlert.current) return;
    revealAlert.current = false;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [alert]);

  const update = useCallback((part: Partial<TRegistrationDraft>) => setDraft((d) => ({ ...d, ...part })), []);
  /** Merge a step form's values for one part of the draft (as the visitor types). */
  const patch = useCallback(
    <K extends 'information' | 'adult' | 'login' | 'contact' | 'emergency'>(key: K) =>
      (values: FieldValues) =>
        setDraft((d) => ({ ...d, [key]: { ...d[key], ...(values[key] as object) } })),
    [],
  );

  const goTo = (next: TStepId) => {
    moved.current = true;
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
      let result: TRegistrationResult;
      try {
        result = await submitRegistrationAction(toSubmission(draft));
      } catch {
        revealAlert.current = true;
        setAlert({ kind: 'failed' });
        return;
      }
      if (result.ok) {
        clearStoredDraft(window.sessionStorage);
        goTo('completed');
        router.push(`/thank-you-page/participant/${result.accountId}`);
        return;
      }
      const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([path, keys]) => [path, keys[0] ?? '']));
      setServerErrors(fieldErrors);
      if (result.formError === 'duplicate') setAlert({ kind: 'duplicate', supportEmail: result.supportEmail ?? '', name: result.duplicateName });
      else if (result.formError === 'rateLimited') setAlert({ kind: 'rateLimited', minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) });
      else if (result.formError === 'guardianRequired') {
        setGuardian(null);
        setAlert({ kind: 'guardianRequired' });
        goTo('existingAccount');
        return;
      } else if (result.formError) setAlert({ kind: 'failed' });
      else setAlert({ kind: 'fixFields' });
      const target = steps.find((s) => Object.keys(fieldErrors).some((path) => stepOfPath(path) === s));
      if (target) {
        setFormKey((k) => k + 1);
        goTo(target);
      } else {
        revealAlert.current = true;
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

  const relationshipChanged = (v: FieldValues) => {
    if (minor) update({ guardianRelationship: String(v.guardianRelationship ?? '') });
    else setDraft((d) => relationshipApplied(d, v, false));
  };

  let body: ReactNode;
  switch (step) {
    case 'information':
      body = (
        <StepForm
          key={keyOf(step)}
          schema={informationStepSchema()}
          values={{ information: draft.information }}
          onChange={patch('information')}
          onValid={(v) => {
            const next = { ...draft, information: v.information as TRegistrationDraft['information'] };
            setDraft(next);
            goNext(next);
          }}
          serverErrors={errorsFor(['information'])}
          actions={nav()}
          testId="registration-information"
          label={stepTitle}
        >
          <PersonFields prefix="information" testId="information" />
          {minor ? (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Alert severity="info" data-testid="registration-minor-notice">
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
            </Box>
          ) : null}
        </StepForm>
      );
      break;
    case 'adultInformation':
      body = (
        <StepForm
          key={keyOf(step)}
          schema={adultInformationStepSchema()}
          values={{ adult: draft.adult }}
          onChange={patch('adult')}
          onValid={(v) => {
            const next = { ...draft, adult: v.adult as TRegistrationDraft['adult'] };
            setDraft(next);
            goNext(next);
          }}
          serverErrors={errorsFor(['adult'])}
          actions={nav()}
          testId="registration-adult"
          label={stepTitle}
        >
          <PersonFields prefix="adult" testId="adult" />
          <LoginFields prefix="adult" testId="adult" />
        </StepForm>
      );
      break;
    case 'loginData':
      body = (
        <StepForm
          key={keyOf(step)}
          schema={loginDataStepSchema({ draft, guardianEmail: guardian?.email })}
          values={{ login: draft.login }}
          onChange={patch('login')}
          onValid={(v) => {
            const next = { ...draft, login: v.login as TRegistrationDraft['login'] };
            setDraft(next);
            goNext(next);
          }}
          serverErrors={errorsFor(['login'])}
          actions={nav()}
          testId="registration-login"
          label={stepTitle}
        >
          <LoginFields prefix="login" testId="login" emailHint={minor ? t('minorEmailHint') : undefined} />
        </StepForm>
      );
      break;
    case 'contactInformation':
      body = (
        <StepForm
          key={keyOf(step)}
          schema={contactStepSchema}
          values={{ contact: draft.contact }}
          onChange={patch('contact')}
          onValid={(v) => {
            const next = { ...draft, contact: v.contact as TRegistrationDraft['contact'] };
            setDraft(next);
            goNext(next);
          }}
          serverErrors={errorsFor(['contact'])}
          actions={nav()}
          testId="registration-contact"
          label={stepTitle}
        >
          <ContactFields prefix="contact" testId="contact" />
        </StepForm>
      );
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
      body = (
        <StepForm
          key={keyOf(step)}
          schema={emergencyStepSchema}
          values={{ emergency: draft.emergency }}
          onChange={patch('emergency')}
          onValid={(v) => {
            const next = { ...draft, emergency: v.emergency as TRegistrationDraft['emergency'] };
            setDraft(next);
            goNext(next);
          }}
          serverErrors={errorsFor(['emergency'])}
          actions={nav()}
          testId="registration-emergency"
          label={stepTitle}
        >
          <EmergencyFields prefix="emergency" testId="emergency" />
        </StepForm>
      );
      break;
    case 'minors':
      body = (
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
        />
      );
      break;
    case 'relationship':
      body = (
        <StepForm
          key={keyOf(step)}
          schema={relationshipStepSchema({ draft })}
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
      body = (
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
        />
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

  const activeIndex = steps.indexOf(step);

  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="registration" data-step={step} data-ready={hydrated ? 'true' : 'false'}>
      <Box component="nav" aria-label={t('stepsLabel')} sx={{ overflowX: 'auto', pb: 1 }}>
        <Stepper
          activeStep={activeIndex}
          alternativeLabel
          data-testid="registration-stepper"
          sx={(theme) => ({
            minWidth: { sm: steps.length * 96 },
            // Small screens show the icons only (the step's title is just below); the labels stay for screen readers.
            [theme.breakpoints.down('sm')]: { '& .MuiStepLabel-labelContainer': VISUALLY_HIDDEN },
          })}
        >
          {steps.map((s, i) => (
            <Step key={s} completed={i < activeIndex || (s === 'completed' && step === 'completed')} aria-current={s === step ? 'step' : undefined} data-testid={`registration-step-${s}`}>
              <StepLabel optional={s === 'minors' ? <Typography variant="caption">{t('optionalStep')}</Typography> : undefined}>{t(`steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="overline" component="p" data-testid="registration-progress">
            {t('stepOf', { current: activeIndex + 1, total: steps.length })}
          </Typography>
          <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid="registration-step-title">
            {stepTitle}
          </Typography>
          {step !== 'completed' ? <Typography sx={{ mt: 1 }}>{t(`stepIntro.${step}`, validationMessageValues)}</Typography> : null}
        </Box>
        {alert ? <RegistrationAlert alert={alert} ref={alertRef} /> : null}
        {body}
      </Paper>
    </Box>
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

/** The step's alert; focusable from script (tabIndex -1) so an answer can move focus to it. */
function RegistrationAlert({ alert, ref }: { alert: TAlert; ref: Ref<HTMLDivElement> }) {
  const t = useTranslations('Registration');
  if (alert.kind === 'duplicate') {
    return (
      <Alert severity="error" role="alert" data-testid="registration-error" ref={ref} tabIndex={-1}>
        {alert.name ? t('errors.duplicatePerson', { name: alert.name, email: alert.supportEmail }) : t('errors.duplicate', { email: alert.supportEmail })}{' '}
        <Link component={NextLink} href="/forgotPassword" data-testid="registration-forgot-link">
          {t('errors.forgotLink')}
        </Link>
        {' · '}
        <Link href={`mailto:${alert.supportEmail}`}>{alert.supportEmail}</Link>
      </Alert>
    );
  }
  if (alert.kind === 'rateLimited') {
    return (
      <Alert severity="error" role="alert" data-testid="registration-error" ref={ref} tabIndex={-1}>
        {t('errors.rateLimited', { minutes: alert.minutes })}
      </Alert>
    );
  }
  if (alert.kind === 'passwordsAgain') {
    return (
      <Alert severity="info" role="status" data-testid="registration-passwords-again" ref={ref} tabIndex={-1}>
        {t('errors.passwordsAgain')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" data-testid="registration-error" ref={ref} tabIndex={-1}>
      {t(`errors.${alert.kind}`)}
    </Alert>
  );
}
