import { createHash } from 'node:crypto';
import type { TLocale } from '@/lib/constants';
import type { TTrilingual, TWaiverBox } from '@/lib/db/schema/spectator-values';

/** The parts of a waiver version that a signer sees. */
export type TWaiverTextParts = {
  eventId: number;
  version: number;
  title: TTrilingual;
  body: TTrilingual;
  boxes: TWaiverBox[];
  consentText: TTrilingual;
  certificationText: TTrilingual;
};

function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/**
 * The canonical document of a waiver version in one language: what the signer sees, as one text,
 * normalised (NFC, \n line ends, no trailing spaces). Its SHA-256 is the version's fingerprint,
 * stored with the version and again in every signature record.
 */
export function canonicalWaiverText(parts: TWaiverTextParts, locale: TLocale): string {
  return [
    `WAIVER ${parts.eventId}/${parts.version}/${locale}`,
    clean(parts.title[locale]),
    clean(parts.body[locale]),
    parts.boxes.map((box) => `[${box.key}] ${clean(box.label[locale])}`).join('\n'),
    clean(parts.consentText[locale]),
    clean(parts.certificationText[locale]),
  ].join('\n\n');
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the canonical text in each language (stored in waiver_texts.sha256). */
export function waiverTextHashes(parts: TWaiverTextParts): TTrilingual {
  return {
    en: sha256Hex(canonicalWaiverText(parts, 'en')),
    es: sha256Hex(canonicalWaiverText(parts, 'es')),
    fr: sha256Hex(canonicalWaiverText(parts, 'fr')),
  };
}

/** The record fields sealed by record_sha256, in a fixed order. */
export type TSealedRecord = {
  outcome: string;
  waiverUuid: string;
  waiverVersion: number;
  waiverSha256: string;
  locale: string;
  consentText: string;
  certificationText: string;
  boxesTicked: readonly string[];
  recordedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  documentSecurityId: string;
  signatureSha256: string | null;
  selfieSha256: string | null;
  signer: { firstName: string; lastName: string; email: string | null; birthDate: string | null; accountId: number | null };
  spectator: { firstName: string; lastName: string; birthDate: string };
  guardianAccountId: number | null;
  relationship: string | null;
};

/** SHA-256 over every field of a waiver record (JSON with a fixed key order). */
export function sealRecord(record: TSealedRecord): string {
  const ordered = [
    record.outcome,
    record.waiverUuid,
    record.waiverVersion,
    record.waiverSha256,
    record.locale,
    record.consentText,
    record.certificationText,
    [...record.boxesTicked],
    record.recordedAt,
    record.ipAddress,
    record.userAgent,
    record.documentSecurityId,
    record.signatureSha256,
    record.selfieSha256,
    [record.signer.firstName, record.signer.lastName, record.signer.email, record.signer.birthDate, record.signer.accountId],
    [record.spectator.firstName, record.spectator.lastName, record.spectator.birthDate],
    record.guardianAccountId,
    record.relationship,
  ];
  return sha256Hex(JSON.stringify(ordered));
}
