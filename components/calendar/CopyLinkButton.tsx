'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/**
 * Copy a feed address to the clipboard (for calendar apps that ask for a URL). The only client
 * code of the calendar page; labels come from the server. Without clipboard access nothing
 * changes: the address stays available as a link next to the button.
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
      <Button size="small" variant="text" startIcon={<ContentCopyIcon />} onClick={copy} aria-label={ariaLabel} data-testid="copy-feed">
        {label}
      </Button>
      <span role="status" aria-live="polite" style={{ fontSize: '0.8125rem' }}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
