// The modal instance as controllers see it: its stores, its resolved options, the adapters and
// feature modules it was given. Controllers are functions that take it, as viem actions take a client.

import type { ApiConfig } from './api/url.js';
import type { ModalOptions } from './config.js';
import type { FeatureModule } from './feature.js';
import type { ModalStores } from './stores/index.js';
import type { ChainAdapter } from './types.js';

export interface ModalCore extends ModalStores {
  readonly options: ModalOptions;
  readonly adapters: readonly ChainAdapter[];
  readonly features: readonly FeatureModule[];
  /** Our server (or a compatible one), when the app set apiUrl. */
  readonly api: ApiConfig | undefined;
}
