// Social login buttons with the providers' marks, in the app's socials order (spec §1): the first
// spans the row with its name, the rest are marks named for assistive technology. Past five, the
// first four show and "More" reveals the others, as users of such modals expect.

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { connectSocial } from '../../core/controllers/login.js';
import { showError } from '../../core/controllers/notifications.js';
import { isSocialProvider } from '../../core/validate/identity.js';
import { useModalInstance } from '../../react/context.js';
import { row } from '../../views/components/ui.css.js';
import * as styles from './SocialSection.css.js';
import { texts } from './texts.js';
import { SOCIAL_PROVIDERS } from './icons.js';
import { offeredProviders } from './offered.js';

/** Shown before "More": the wide first button and three marks, so "More" completes the row. */
const SHOWN_BEFORE_MORE = 4;

export function SocialSection({ disabled }: { disabled: boolean }) {
  const modal = useModalInstance();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLButtonElement>(null);
  // Keyboard users land on the first provider "More" revealed, not back at the top.
  useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);
  // Only what the secure site offers (a provider without credentials there would fail on click);
  // Farcaster is its own sign-in (ConnectingFarcaster), offered when the site has its OP Mainnet RPC.
  const offered = useStore(offeredProviders(modal)) ?? [];
  const socials = modal.options.socials.filter((provider) => (isSocialProvider(provider) || provider === 'farcaster') && offered.includes(provider));
  if (socials.length === 0) return null;
  const folded = !expanded && socials.length > SHOWN_BEFORE_MORE + 1;
  const shown = folded ? socials.slice(0, SHOWN_BEFORE_MORE) : socials;
  return (
    <div className={styles.grid} role="group" aria-label={texts.group}>
      {shown.map((provider, index) => {
        const known = SOCIAL_PROVIDERS[provider];
        const name = known?.name ?? provider;
        return (
          <button
            key={provider}
            ref={expanded && index === SHOWN_BEFORE_MORE ? firstRevealed : undefined}
            type="button"
            className={`${row} ${styles.social}`}
            disabled={disabled}
            aria-label={index === 0 ? undefined : name}
            title={name}
            onClick={() => connectSocial(modal, { provider }).catch((error: unknown) => showError(modal, error))}
          >
            {known ? (
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={known.path} fill="currentColor" />
              </svg>
            ) : null}
            {index === 0 || !known ? <span>{name}</span> : null}
          </button>
        );
      })}
      {folded ? (
        <button type="button" className={`${row} ${styles.social}`} aria-expanded={false} aria-label={texts.more} title={texts.more} disabled={disabled} onClick={() => setExpanded(true)}>
          <span aria-hidden="true">⋯</span>
        </button>
      ) : null}
    </div>
  );
}
