'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { countryName } from '@/lib/validation/countries';
import type { TRegistrationDraft, TStepId } from './draft';
import type { TGuardian } from './ExistingAccountStep';
import { draftDateLabel } from './MinorsStep';
import styles from './registration.module.css';

/**
 * Confirmation: everything that will be registered (never the passwords), section by section,
 * each with a way back to its step. Registering happens from here.
 */
export function ConfirmationStep({
  draft,
  guardian,
  minor,
  steps,
  onEdit,
  actions,
}: {
  draft: TRegistrationDraft;
  guardian: TGuardian | null;
  minor: boolean;
  steps: TStepId[];
  onEdit: (step: TStepId) => void;
  actions: ReactNode;
}) {
  const t = useTranslations('Registration');
  const locale = useLocale();
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
  const relationship = (value: string) => (value ? t(`relationships.${value}` as never) : '');
  const gender = (value: string) => (value ? t(`genders.${value}` as never) : '');
  const { contact, emergency } = draft;

  return (
    <div className={forms.stack} data-testid="registration-confirmation">
      <Section title={t('steps.information')} step="information" onEdit={onEdit}>
        <Row label={t('fields.name')} value={name(draft.information)} />
        <Row label={t('fields.gender')} value={gender(draft.information.gender)} />
        <Row label={t('fields.birthDate')} value={draftDateLabel(draft.information.birthDate, locale)} />
      </Section>

      {minor && steps.includes('adultInformation') ? (
        <Section title={t('steps.adultInformation')} step="adultInformation" onEdit={onEdit}>
          <Row label={t('fields.name')} value={name(draft.adult)} />
          <Row label={t('fields.gender')} value={gender(draft.adult.gender)} />
          <Row label={t('fields.birthDate')} value={draftDateLabel(draft.adult.birthDate, locale)} />
          <Row label={t('fields.email')} value={draft.adult.email.trim().toLowerCase()} />
        </Section>
      ) : null}
      {minor && steps.includes('existingAccount') ? (
        <Section title={t('steps.existingAccount')} step="existingAccount" onEdit={onEdit}>
          <Row label={t('confirmation.guardian')} value={guardian ? name(guardian) : t('confirmation.notSignedIn')} />
        </Section>
      ) : null}

      <Section title={t('steps.loginData')} step="loginData" onEdit={onEdit}>
        <Row label={t('fields.email')} value={draft.login.email.trim().toLowerCase()} />
      </Section>

      <Section title={t('steps.contactInformation')} step="contactInformation" onEdit={onEdit}>
        <Row label={t('fields.phone')} value={contact.phone} />
        <Row label={t('fields.address')} value={contact.address} />
        <Row label={t('fields.city')} value={contact.city} />
        <Row label={t('fields.state')} value={contact.state} />
        <Row label={t('fields.zip')} value={contact.zip.toUpperCase()} />
        <Row label={t('fields.country')} value={contact.country ? countryName(contact.country, locale) : ''} />
        {contact.area.trim() ? <Row label={t('fields.area')} value={contact.area} /> : null}
      </Section>

      <Section title={t('steps.emergencyContact')} step="emergencyContact" onEdit={onEdit}>
        <Row label={t('fields.name')} value={name(emergency)} />
        {emergency.cell ? <Row label={t('fields.cell')} value={emergency.cell} /> : null}
        {emergency.phone ? <Row label={t('fields.phone')} value={emergency.phone} /> : null}
        {emergency.email.trim() ? <Row label={t('fields.emergencyEmail')} value={emergency.email.trim().toLowerCase()} /> : null}
      </Section>

      {!minor ? (
        <Section
          title={t('steps.minors')}
          step="minors"
          onEdit={onEdit}
          empty={draft.minors.length === 0 ? t('confirmation.noMinors') : undefined}
        >
          {draft.minors.map((m) => (
              <Row
                key={m.key}
                label={name(m)}
                value={`${draftDateLabel(m.birthDate, locale)}${m.relationship ? ` · ${t('confirmation.youAre', { relationship: relationship(m.relationship) })}` : ''}`}
              />
            ))}
        </Section>
      ) : (
        <Section title={t('steps.relationship')} step="relationship" onEdit={onEdit}>
          <Row label={t('fields.relationship')} value={relationship(draft.guardianRelationship)} />
        </Section>
      )}

      {actions}
    </div>
  );
}

function Section({
  title,
  step,
  onEdit,
  empty,
  children,
}: {
  title: string;
  step: TStepId;
  onEdit: (step: TStepId) => void;
  /** Shown instead of the list when there is nothing in it. */
  empty?: string;
  children: ReactNode;
}) {
  const t = useTranslations('Registration');
  return (
    <section aria-label={title} data-testid={`confirmation-${step}`} className={styles.section}>
      <div className={styles.sectionHead}>
        <h3 className={styles.h3}>{title}</h3>
        <button type="button" className={`${buttons.text} ${buttons.small}`} onClick={() => onEdit(step)} aria-label={t('confirmation.editSection', { section: title })}>
          {t('confirmation.edit')}
        </button>
      </div>
      {empty ? (
        <p className={styles.sectionEmpty} data-testid={`confirmation-${step}-empty`}>
          {empty}
        </p>
      ) : (
        <dl className={styles.pairs}>{children}</dl>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
