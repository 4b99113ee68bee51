import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db/client';
import { ticketToken } from '@/lib/organiser/gate';
import styles from './gate.module.css';

/**
 * The entry pass of a paid purchase (docs/decisions/054), on the buyer's ticket page: a QR code of
 * the purchase's signed check-in token, which admits the whole party at the gate, and the same
 * code in letters for a gate whose camera cannot read it. Shown to the buyer only (the page shows a
 * purchase to its buyer alone).
 */
export async function EntryPass({ purchaseId, people }: { purchaseId: number; people: number }) {
  const t = await getTranslations('OrganiserGate.pass');
  const token = await ticketToken(await getDb(), purchaseId);
  // The token alone (about 30 characters): a small QR code that a phone reads at arm's length.
  const svg = await QRCode.toString(token, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return (
    <section className={styles.pass} aria-labelledby="entry-pass-title" data-testid="entry-pass">
      <h3 id="entry-pass-title" className={styles.passTitle}>
        {t('heading')}
      </h3>
      <p className={styles.passHint}>{t('hint', { count: people })}</p>
      <div className={styles.passQr} role="img" aria-label={t('qrLabel', { id: purchaseId })} data-testid="entry-pass-qr" dangerouslySetInnerHTML={{ __html: svg }} />
      <p className={styles.passCode}>
        {t('code')} <code data-testid="entry-pass-code">{token}</code>
      </p>
    </section>
  );
}
