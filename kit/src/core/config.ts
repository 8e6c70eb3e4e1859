// The options a modal instance runs with: the config resolved by the schema's one resolver, plus the
// runtime-only choices createWalletModal takes.

import type { ResolvedOptions } from '@wallet-modal/schema/resolve';

export { resolveOptions, type AccountTypes, type Features, type ResolvedOptions } from '@wallet-modal/schema/resolve';

export interface ModalOptions extends ResolvedOptions {
  /** Embedded variant: the modal is inline, so closing returns to its home view instead. */
  embedded: boolean;
  /** Server-rendered page: start() waits for hydration, and the connection cookie is kept. */
  ssr: boolean;
}
