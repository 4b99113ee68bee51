'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toggleFollow, useFollowedRiders } from '@/lib/follow/followed';
import styles from './follow.module.css';

/** The star of the follow buttons (filled when pressed, by the CSS). */
export const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/**
 * Follow a rider from the rider's page, without an account (the list is kept on the device,
 * lib/follow/followed.ts): a toggle button, pressed while the rider is followed, "Follow" /
 * "Following" with the rider's name for screen readers; the change is announced politely.
 */
export function FollowButton({ riderId, name, number }: { riderId: number; name: string; number?: string }) {
  const t = useTranslations('Follow');
  const followed = useFollowedRiders().some((r) => r.id === riderId);
  const [message, setMessage] = useState('');

  const onClick = () => {
    const cleanName = name.replace(/\s+/g, ' ').trim().slice(0, 120);
    const cleanNumber = number?.trim().slice(0, 10);
    const on = toggleFollow(cleanNumber ? { id: riderId, name: cleanName, number: cleanNumber } : { id: riderId, name: cleanName });
    setMessage(t(on ? 'followed' : 'unfollowed', { name: cleanName }));
  };

  return (
    <>
      <button type="button" className={styles.followButton} aria-pressed={followed} onClick={onClick} data-testid="follow-button" data-rider={riderId}>
        <svg className={styles.star} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
        <span>
          {t.rich(followed ? 'buttonFollowing' : 'buttonFollow', {
            name,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </span>
      </button>
      <span role="status" aria-live="polite" className="visually-hidden" data-testid="follow-button-status">
        {message}
      </span>
    </>
  );
}
