// Which social providers the app's secure site offers (GET <secureSiteUrl>/embedded/v1/social/providers,
// public): the section shows a button only for a provider that can work. Read once per modal, when the
// visitor reaches for the button or the modal opens (set up by socials()), or when Connect shows.

import { atom, computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ModalCore } from '../../core/instance.js';
import { instanceState } from '../../core/instanceState.js';

const PROVIDERS_PATH = '/embedded/v1/social/providers';

/** undefined until the secure site answered; [] when it offers none or cannot be asked. */
const offered = instanceState<WritableAtom<readonly string[] | undefined>>('socials', () => atom(undefined));
/** Whether the secure site was asked already (its answer may still be on the way). */
const asked = instanceState('socialsAsked', () => ({ once: false }));

/** The offered providers of a modal's secure site, as a store. */
export function offeredProviders(modal: ModalCore): ReadableAtom<readonly string[] | undefined> {
  return offered(modal);
}

/**
 * Whether the secure site offers any of the app's socials: else Connect shows no social section (and no
 * "or" for it). Connect asking is the latest moment to ask the secure site (an embedded Connect has no
 * ConnectButton to show intent on).
 */
export function anySocialOffered(modal: ModalCore): ReadableAtom<boolean> {
  const $any = computed(offered(modal), (providers) => modal.options.socials.some((provider) => providers?.includes(provider) ?? false));
  // Asked when something listens (Connect's store subscription, after its render), never while rendering.
  onMount($any, () => loadOfferedProviders(modal));
  return $any;
}

/** Asks the secure site once (in a browser); a failure offers nothing, so no button can fail. */
export function loadOfferedProviders(modal: ModalCore): void {
  const store = offered(modal);
  const site = modal.options.secureSiteUrl;
  // Known already (an answer, or a host that set it, as the gallery does): nothing to ask.
  if (typeof window === 'undefined' || asked(modal).once || store.get() !== undefined) return;
  asked(modal).once = true;
  if (!site) return store.set([]);
  fetch(`${site.replace(/\/+$/, '')}${PROVIDERS_PATH}`)
    .then((response) => response.json())
    // The answer's reader (zod) loads with the answer, not with the page.
    .then(async (json: unknown) => store.set((await import('./offeredAnswer.js')).readProviders(json)))
    .catch(() => store.set([]));
}
