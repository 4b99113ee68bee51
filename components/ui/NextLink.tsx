'use client';

/** next-intl's locale-aware Link, for MUI's `component` prop. */
export { Link as NextLink } from '@/i18n/navigation';
