import { and, desc, eq, lte } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { waiverTexts } from '@/lib/db/schema/spectators';

/**
 * The waiver texts of an event (waiver_texts, one row a version in every language; the organiser
 * writes new versions, docs/decisions/053): the version in effect, and a version as the signer
 * reads it. What was signed is kept in the record itself (./waiver-signing.ts).
 */

export type TWaiverTextView = {
  id: number;
  version: number;
  locale: TLocale;
  sha256: string;
  title: string;
  /** The body split into paragraphs. */
  paragraphs: string[];
  boxes: { key: string; label: string }[];
  consentText: string;
  certificationText: string;
};

/** The version of an event's waiver in effect at `now` (highest version already effective). */
export async function currentWaiverText(db: TDatabase, eventId: number, now: Date) {
  const [row] = await db
    .select()
    .from(waiverTexts)
    .where(and(eq(waiverTexts.eventId, eventId), lte(waiverTexts.effectiveAt, now)))
    .orderBy(desc(waiverTexts.version))
    .limit(1);
  return row ?? null;
}

/** A waiver version in one language, as the signer sees it (the signing page; the organiser's preview). */
export function textView(row: typeof waiverTexts.$inferSelect, locale: TLocale): TWaiverTextView {
  return {
    id: row.id,
    version: row.version,
    locale,
    sha256: row.sha256[locale],
    title: row.title[locale],
    paragraphs: row.body[locale].split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
    boxes: row.boxes.map((b) => ({ key: b.key, label: b.label[locale] })),
    consentText: row.consentText[locale],
    certificationText: row.certificationText[locale],
  };
}
