'use client';

import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/forms/Alert';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { CheckboxControl } from '@/components/forms/controls';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { LARGE_POST_BYTES, waiverPostTooLarge } from '@/lib/validation/waiver-rules';
import { LazySelfieCapture, LazySignaturePad } from './lazy';
import type { TWaiverActionResult, TWaiverDocumentView, TWaiverField, TWaiverSignerView, TWaiverSignInput } from './types';
import styles from './waiver.module.css';

export type TWaiverFormProps = {
  document: Pick<TWaiverDocumentView, 'boxes' | 'consentText' | 'certificationText' | 'requiresSelfie'>;
  signer: TWaiverSignerView;
  sign: (input: TWaiverSignInput) => Promise<TWaiverActionResult>;
  /** Refuse to sign (the waiver becomes rejected, for good). Absent: no refuse button. */
  reject?: () => Promise<TWaiverActionResult>;
  /** Prefix of data-testids, so several forms can share a page. */
  testId?: string;
};

type TErrors = Partial<Record<TWaiverField, string>>;

/**
 * The signing part of a waiver: every box, consent to sign electronically, the signature, the
 * selfie when the event asks for one, the certification, then sign, or refuse to sign. Checked
 * here and again by the server; on any error everything entered stays as it was.
 */
export function WaiverForm({ document, signer, sign, reject, testId = 'waiver' }: TWaiverFormProps) {
  const t = useTranslations('WaiverUi.form');
  const te = useTranslations('Waiver.errors');
  const router = useRouter();
  const [ticked, setTicked] = useState<Set<string>>(() => new Set());
  const [consent, setConsent] = useState(false);
  const [certify, setCertify] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [selfie, setSelfie] = useState<string | null>(null);
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmReject, setConfirmReject] = useState(false);
  const [pending, startTransition] = useTransition();
  const alertRef = useRef<HTMLDivElement>(null);
  const ids = { boxes: useId(), esignConsent: useId(), certify: useId(), signature: useId(), selfie: useId() };

  const message = (key: string | undefined) => (key ? (te.has(key) ? te(key) : t('failed')) : undefined);
  /** Done: show the outcome; a signer without an owner's account sees it through the copy link. */
  const done = (result: Extract<TWaiverActionResult, { ok: true }>) =>
    result.copyToken ? router.replace(`?token=${encodeURIComponent(result.copyToken)}`) : router.refresh();

  const check = (): TErrors => {
    const found: TErrors = {};
    if (document.boxes.some((b) => !ticked.has(b.key))) found.boxes = 'tickAllBoxesAndSign';
    if (!consent) found.esignConsent = 'consentRequired';
    if (!signature) found.signature = 'signatureRequired';
    if (document.requiresSelfie && !selfie) found.selfie = 'selfieRequired';
    if (!certify) found.certify = 'certifyRequired';
    return found;
  };

  const showFailure = (result: Extract<TWaiverActionResult, { ok: false }>) => {
    setErrors(result.fieldErrors ?? {});
    setFormError(message(result.error) ?? t('fixFields'));
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    if (Object.keys(found).length > 0 || !signature) {
      showFailure({ ok: false, fieldErrors: found });
      return;
    }
    setFormError(null);
    setErrors({});
    const input: TWaiverSignInput = {
      boxes: document.boxes.filter((b) => ticked.has(b.key)).map((b) => b.key),
      esignConsent: consent,
      certify,
      signature,
      ...(document.requiresSelfie && selfie ? { selfie } : {}),
    };
    // Too large for the server: said now, in the signer's words, rather than as a failed post.
    const tooLarge: Extract<TWaiverActionResult, { ok: false }> = { ok: false, error: 'selfieTooLarge', fieldErrors: { selfie: 'selfieTooLarge' } };
    if (waiverPostTooLarge(input)) {
      showFailure(tooLarge);
      return;
    }
    startTransition(async () => {
      try {
        const result = await sign(input);
        if (result.ok) done(result);
        else showFailure(result);
      } catch {
        // No answer: a large post was most likely refused for its size (server or proxy, 413).
        showFailure(waiverPostTooLarge(input, LARGE_POST_BYTES) ? tooLarge : { ok: false, error: 'failed' });
      }
    });
  };

  const doReject = () => {
    if (!reject) return;
    setConfirmReject(false);
    startTransition(async () => {
      try {
        const result = await reject();
        if (result.ok) done(result);
        else showFailure(result);
      } catch {
        showFailure({ ok: false, error: 'failed' });
      }
    });
  };

  const toggleBox = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <form noValidate onSubmit={submit} aria-label={t('label')} className={styles.form} data-testid={`${testId}-form`}>
      {formError ? (
        <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1} className={styles.gap2} data-testid={`${testId}-form-error`}>
          {formError}
        </Alert>
      ) : null}

      <p className={`${styles.p} ${styles.gap2}`} data-testid={`${testId}-signer`}>
        {signer.isMinor
          ? t('signingForMinor', { signer: signer.signerName, spectator: signer.spectatorName, relationship: signer.relationship ?? '' })
          : t('signingAs', { signer: signer.signerName })}
      </p>

      <fieldset
        className={[forms.fieldset, styles.boxes, errors.boxes ? forms.invalid : ''].join(' ')}
        aria-describedby={errors.boxes ? ids.boxes : undefined}
      >
        <legend className={`${styles.legend} ${errors.boxes ? styles.legendInvalid : ''}`}>{t('boxesLegend')}</legend>
        {document.boxes.map((box) => (
          <CheckboxControl
            key={box.key}
            className={styles.box}
            label={box.label}
            checked={ticked.has(box.key)}
            onChange={(e) => toggleBox(box.key, e.target.checked)}
            disabled={pending}
            testId={`${testId}-box-${box.key}`}
          />
        ))}
        {errors.boxes ? (
          <p id={ids.boxes} className={styles.error}>
            {message(errors.boxes)}
          </p>
        ) : null}
      </fieldset>

      <CheckboxControl
        id={ids.esignConsent}
        className={styles.check}
        label={document.consentText}
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        error={message(errors.esignConsent)}
        disabled={pending}
        testId={`${testId}-consent`}
      />

      <section aria-labelledby={`${ids.signature}-title`} className={styles.section}>
        <h3 id={`${ids.signature}-title`} className={styles.h3}>
          {t('signatureTitle')}
        </h3>
        <LazySignaturePad onChange={setSignature} error={message(errors.signature)} disabled={pending} testId={`${testId}-signature`} />
      </section>

      {document.requiresSelfie ? (
        <section aria-labelledby={`${ids.selfie}-title`} className={styles.section}>
          <h3 id={`${ids.selfie}-title`} className={styles.h3}>
            {t('selfieTitle')}
          </h3>
          <LazySelfieCapture onChange={setSelfie} error={message(errors.selfie)} disabled={pending} />
        </section>
      ) : null}

      <CheckboxControl
        id={ids.certify}
        className={styles.check}
        label={document.certificationText}
        checked={certify}
        onChange={(e) => setCertify(e.target.checked)}
        error={message(errors.certify)}
        disabled={pending}
        testId={`${testId}-certify`}
      />

      <div className={styles.actions}>
        <button type="submit" className={`${buttons.contained} ${styles.large}`} disabled={pending} data-testid={`${testId}-submit`}>
          {pending ? t('signing') : t('sign')}
        </button>
        {reject ? (
          <button type="button" className={`${buttons.text} ${styles.danger}`} onClick={() => setConfirmReject(true)} disabled={pending} data-testid={`${testId}-reject`}>
            {t('reject')}
          </button>
        ) : null}
      </div>

      {reject ? (
        <ConfirmDialog
          open={confirmReject}
          title={t('rejectTitle')}
          text={t('rejectText')}
          keepLabel={t('rejectKeep')}
          confirmLabel={t('rejectConfirm')}
          danger
          onKeep={() => setConfirmReject(false)}
          onConfirm={doReject}
          testId={`${testId}-reject`}
        />
      ) : null}
    </form>
  );
}
