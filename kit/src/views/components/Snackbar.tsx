// Shows the current notification (one at a time; the controller spaces them 150 ms apart).

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { hideNotification } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from './Snackbar.css.js';

const ICONS = { success: '✓', error: '!', loading: '…' } as const;
const VISIBLE_MS = 2_500;

export function Snackbar() {
  const modal = useModalInstance();
  const { open, variant = 'success', message } = useStore(modal.$notification);
  useEffect(() => {
    if (!open || variant === 'loading') return;
    const timer = setTimeout(() => hideNotification(modal), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [open, variant, message]);
  if (!open || !message) return null;
  return (
    <div className={styles.snackbar} role={variant === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon[variant]} aria-hidden="true">
        {ICONS[variant]}
      </span>
      <span>{message}</span>
    </div>
  );
}
