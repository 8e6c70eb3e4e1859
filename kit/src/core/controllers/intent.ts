// The visitor's intent to open the modal (issue 31): the pointer or focus on a ConnectButton (the same
// moment the views chunk is fetched), or at the latest the modal opening. Reads that only the open modal
// needs (the secure site's social providers and the wallets Connect suggests) start then, not with the
// page: nothing of them is fetched before the visitor reaches for the button.

import type { ModalCore } from '../instance.js';

const waiting = new Set<() => void>();

/**
 * The visitor reached for a ConnectButton: every modal's work waiting on intent starts now.
 * @example
 * <button onPointerEnter={() => showIntent()} />
 */
export function showIntent(): void {
  for (const run of [...waiting]) run();
}

/**
 * Runs `work` once, on the next intent (showIntent) or when `modal` opens, whichever comes first; at
 * once when it is open already. Returns what cancels it.
 * @example
 * setup: (modal) => onIntent(modal, () => loadOfferedProviders(modal)),
 */
export function onIntent(modal: ModalCore, work: () => void): () => void {
  if (modal.$modal.get().open) {
    work();
    return () => {};
  }
  const stop = () => {
    waiting.delete(run);
    stopOpen();
  };
  const run = () => {
    stop();
    work();
  };
  waiting.add(run);
  const stopOpen = modal.$modal.listen(({ open }) => open && run());
  return stop;
}
