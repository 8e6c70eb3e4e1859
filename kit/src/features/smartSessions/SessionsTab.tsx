// Sessions tab of Account: the connected account's active smart sessions with their expiry, each with a
// Revoke button (the wallet drops it, the account signs, our server records the revoke).

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Account/Account.css.js';
import { ErrorText } from '../../views/components/ErrorText.js';
import { list, secondaryButton, secondaryText } from '../../views/components/ui.css.js';
import { ApiResponseError } from '../../core/api/request.js';
import { errorText } from '../../core/controllers/notifications.js';
import { loadSessions, revokeSession } from './actions.js';
import type { SmartSession } from './client.js';
import { smartSessionsState } from './state.js';
import { $locale } from '../../i18n/texts.js';
import { withElements } from '../../views/i18n/withElement.js';
import { texts } from './texts.js';

const expiryLabel = (expiry: number) => new Date(expiry * 1000).toLocaleString($locale.get().code, { dateStyle: 'medium', timeStyle: 'short' });
/** What went wrong: the server's own explanation when it refused (a bad signature, a wrong pci), else the catalogue's text. */
const describeError = (failure: unknown) => (failure instanceof ApiResponseError && failure.details ? failure.details : errorText(failure));
const permissionTypes = (session: SmartSession) => session.permissions.map((permission) => String(permission.type ?? '')).filter(Boolean).join(', ') || texts.permissions;

export function SessionsTab() {
  const modal = useModalInstance();
  const state = smartSessionsState(modal);
  const sessions = useStore(state.$sessions);
  const error = useStore(state.$error);
  const revoking = useStore(state.$revoking);
  const account = useStore(modal.$accounts).eip155?.address;
  const network = useStore(modal.$network).caipNetwork?.caipNetworkId;

  useEffect(() => {
    state.$sessions.set(undefined);
    void loadSessions(modal).catch(() => undefined);
  }, [modal, account, network]);

  const revoke = (session: SmartSession) =>
    revokeSession(modal, session).then(
      () => state.$error.set(undefined),
      (failure: unknown) => state.$error.set(describeError(failure)),
    );

  return (
    <div aria-busy={sessions === undefined}>
      <ErrorText message={error} />
      {sessions === undefined ? <p className={secondaryText}>{texts.loading}</p> : null}
      {sessions?.length === 0 ? <p className={secondaryText}>{texts.empty}</p> : null}
      {sessions?.length ? (
        <ul className={list} aria-label={texts.listLabel}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.tokenRow} data-testid="smart-session" data-session-id={session.id}>
              <span className={styles.tokenName}>
                <span>{permissionTypes(session)}</span>
                <span className={secondaryText}>
                  {withElements(texts.expires, { date: <time dateTime={new Date(session.expiry * 1000).toISOString()}>{expiryLabel(session.expiry)}</time> })}
                </span>
              </span>
              <button
                type="button"
                className={secondaryButton}
                disabled={revoking.includes(session.id)}
                aria-label={texts.revokeLabel({ what: permissionTypes(session) })}
                onClick={() => void revoke(session)}
              >
                {revoking.includes(session.id) ? texts.revoking : texts.revoke}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
