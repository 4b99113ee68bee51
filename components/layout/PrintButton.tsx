'use client';

import { Icon } from './icons';
import button from './button.module.css';

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={button.contained} onClick={() => window.print()} data-testid="print-button">
      <Icon name="print" size={20} />
      {label}
    </button>
  );
}
