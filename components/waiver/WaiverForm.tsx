'use client';

import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { LARGE_POST_BYTES, waiverPostTooLarge } from '@/lib/validation/waiver';
import { LazySelfieCapture, LazySignaturePad } from './lazy';
import type { TWaiverActionResult, TWaiverDocumentView, TWaiverField, TWaiverSignerView, TWaiverSignInput } from './types';

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
    <Box component="form" noValidate onSubmit={submit} aria-label={t('label')} data-testid={`${testId}-form`}>
      {formError ? (
        <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1} sx={{ mb: 2 }} data-testid={`${testId}-form-error`}>
          {formError}
        </Alert>
      ) : null}

      <Typography sx={{ mb: 2 }} data-testid={`${testId}-signer`}>
        {signer.isMinor
          ? t('signingForMinor', { signer: signer.signerName, spectator: signer.spectatorName, relationship: signer.relationship ?? '' })
          : t('signingAs', { signer: signer.signerName })}
      </Typography>

      <FormControl component="fieldset" error={Boolean(errors.boxes)} sx={{ mb: 2, display: 'block' }} aria-describedby={errors.boxes ? ids.boxes : undefined}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('boxesLegend')}
        </FormLabel>
        <FormGroup>
          {document.boxes.map((box) => (
            <FormControlLabel
              key={box.key}
              sx={{ alignItems: 'flex-start', my: 0.5 }}
              control={
                <Checkbox
                  checked={ticked.has(box.key)}
                  onChange={(e) => toggleBox(box.key, e.target.checked)}
                  disabled={pending}
                  sx={{ mt: -1 }}
                  slotProps={{ input: { 'data-testid': `${testId}-box-${box.key}` } as never }}
                />
              }
              label={box.label}
            />
          ))}
        </FormGroup>
        {errors.boxes ? <FormHelperText id={ids.boxes}>{message(errors.boxes)}</FormHelperText> : null}
      </FormControl>

      <CheckField
        id={ids.esignConsent}
        checked={consent}
        onChange={setConsent}
        label={document.consentText}
        error={message(errors.esignConsent)}
        disabled={pending}
        testId={`${testId}-consent`}
      />

      <Box component="section" aria-labelledby={`${ids.signature}-title`} sx={{ my: 3 }}>
        <Typography id={`${ids.signature}-title`} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
          {t('signatureTitle')}
        </Typography>
        <LazySignaturePad onChange={setSignature} error={message(errors.signature)} disabled={pending} testId={`${testId}-signature`} />
      </Box>

      {document.requiresSelfie ? (
        <Box component="section" aria-labelledby={`${ids.selfie}-title`} sx={{ my: 3 }}>
          <Typography id={`${ids.selfie}-title`} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
            {t('selfieTitle')}
          </Typography>
          <LazySelfieCapture onChange={setSelfie} error={message(errors.selfie)} disabled={pending} />
        </Box>
      ) : null}

      <CheckField
        id={ids.certify}
        checked={certify}
        onChange={setCertify}
        label={document.certificationText}
        error={message(errors.certify)}
        disabled={pending}
        testId={`${testId}-certify`}
      />

      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="large" disabled={pending} data-testid={`${testId}-submit`}>
          {pending ? t('signing') : t('sign')}
        </Button>
        {reject ? (
          <Button type="button" variant="text" color="error" onClick={() => setConfirmReject(true)} disabled={pending} data-testid={`${testId}-reject`}>
            {t('reject')}
          </Button>
        ) : null}
      </Box>

      {reject ? (
        <Dialog open={confirmReject} onClose={() => setConfirmReject(false)} aria-labelledby={`${testId}-reject-title`} aria-describedby={`${testId}-reject-text`}>
          <DialogTitle id={`${testId}-reject-title`}>{t('rejectTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${testId}-reject-text`}>{t('rejectText')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmReject(false)} autoFocus data-testid={`${testId}-reject-keep`}>
              {t('rejectKeep')}
            </Button>
            <Button onClick={doReject} color="error" data-testid={`${testId}-reject-confirm`}>
              {t('rejectConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}

function CheckField({
  id,
  checked,
  onChange,
  label,
  error,
  disabled,
  testId,
}: {
  id: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
  error?: string;
  disabled: boolean;
  testId: string;
}) {
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'block', my: 1 }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            disabled={disabled}
            sx={{ mt: -1 }}
            slotProps={{ input: { 'data-testid': testId, 'aria-describedby': error ? id : undefined, 'aria-invalid': error ? true : undefined } as never }}
          />
        }
        label={label}
      />
      {error ? <FormHelperText id={id}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
