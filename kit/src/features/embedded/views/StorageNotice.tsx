// Where the browser refuses the secure wallet storage (third-party storage blocked, and no storage-access grant
// could be had), the wallet lives in memory only: said here, never silently, with what keeps it.

import { useStore } from '@nanostores/react';
import { useModalInstance } from '../../../react/context.js';
import { secondaryText } from '../../../views/components/ui.css.js';
import { withElements } from '../../../views/i18n/withElement.js';
import { embeddedState, secureSiteUrl } from '../state.js';
import { texts } from '../texts.js';
import * as styles from './views.css.js';

export function StorageNotice() {
  const modal = useModalInstance();
  const storage = useStore(embeddedState(modal).$storage);
  if (storage !== 'memory') return null;
  const site = new URL(secureSiteUrl(modal)).host;
  return (
    <p className={secondaryText} role="note" data-testid="embedded-storage-notice">
      {withElements(texts.storageForgets, { site: <span className={styles.email}>{site}</span> })}
    </p>
  );
}
