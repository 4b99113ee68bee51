'use client';

import { useState } from 'react';
import styles from './calendar.module.css';

/**
 * Copy a feed address to the clipboard (for calendar apps that ask for a URL). Labels come from
 * the server. Without clipboard access nothing changes: the address stays available as a link
 * next to the button.
 */
export function CopyLinkButton({ url, label, ariaLabel, copiedLabel }: { url: string; label: string; ariaLabel: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <>
      <button type="button" className={styles.textButton} onClick={copy} aria-label={ariaLabel} data-testid="copy-feed">
        {label}
      </button>
      <span role="status" aria-live="polite" className={styles.copied}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
