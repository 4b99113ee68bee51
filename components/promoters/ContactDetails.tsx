import { Fragment, type ReactNode } from 'react';
import styles from './promoters.module.css';

export type TContactDetails = {
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  email?: string;
  phone?: string;
  website?: string;
};

/** Address, email, phone and website as a description list (links for the last three). */
export function ContactDetails({
  details,
  labels,
  testId = 'contact-details',
}: {
  details: TContactDetails;
  labels: { address: string; email: string; phone: string; website: string };
  testId?: string;
}) {
  const place = [details.address, [details.city, details.state].filter(Boolean).join(', '), details.country].filter(Boolean).join(', ');
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (place) rows.push({ key: 'address', label: labels.address, value: place });
  if (details.email) {
    rows.push({
      key: 'email',
      label: labels.email,
      value: (
        <a className={styles.link} href={`mailto:${details.email}`}>
          {details.email}
        </a>
      ),
    });
  }
  if (details.phone) {
    rows.push({
      key: 'phone',
      label: labels.phone,
      value: (
        <a className={styles.link} href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>
          {details.phone}
        </a>
      ),
    });
  }
  if (details.website) {
    rows.push({
      key: 'website',
      label: labels.website,
      value: (
        <a className={styles.link} href={details.website} target="_blank" rel="noopener noreferrer">
          {details.website.replace(/^https?:\/\//, '')}
        </a>
      ),
    });
  }
  if (rows.length === 0) return null;
  return (
    <dl className={styles.contact} data-testid={testId}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <dt>{row.label}</dt>
          <dd data-testid={`${testId}-${row.key}`}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
