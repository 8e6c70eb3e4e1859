// @wallet-modal/kit: createWalletModal and the core types. React lives in '@wallet-modal/kit/react'.
import './theme/index.js';

export { createWalletModal, type CreateWalletModalOptions, type WalletModal } from './core/client.js';
export type { ResolvedOptions } from './core/config.js';
export type {
  AdapterAccount,
  AdapterContext,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  ConnectionStatus,
  Connector,
  SendTransactionRequest,
  ViewName,
} from './core/types.js';
export type { WalletModalConfig, WalletModalConfigInput } from '@wallet-modal/schema';
