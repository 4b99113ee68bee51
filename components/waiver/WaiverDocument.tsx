import { getTranslations } from 'next-intl/server';
import type { TWaiverTextView } from '@/lib/spectators';
import styles from './waiver.module.css';

/** The waiver text the signer reads (the event's current version, in the page's language). */
export async function WaiverDocument({ text, headingLevel = 2 }: { text: TWaiverTextView; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('WaiverUi.document');
  const headingId = `waiver-text-${text.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} data-testid="waiver-text" data-version={text.version} className={styles.document}>
      <Heading id={headingId} className={headingLevel === 2 ? styles.documentTitle2 : styles.documentTitle3}>
        {text.title}
      </Heading>
      <p className={`${styles.body2} ${styles.muted} ${styles.gap2}`}>{t('version', { version: text.version })}</p>
      <div className={styles.documentBox}>
        {text.paragraphs.map((paragraph, i) => (
          <p key={i} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
