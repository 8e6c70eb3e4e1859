// @wallet-modal/kit: createWalletModal and the core types. React lives in '@wallet-modal/kit/react'.
import './theme/index.js';

export { createWalletModal, type CreateWalletModalOptions, type WalletModal } from './core/client.js';
export type { ModalOptions, ResolvedOptions } from './core/config.js';
export type { WalletState } from './core/ssr/walletState.js';
export type { FeatureModule, LazyView } from './core/feature.js';
export type { ModalCore } from './core/instance.js';
export type { ModalStores } from './core/stores/index.js';
export { errorCode, type ErrorCode } from './core/errors/codes.js';
export { WalletModalError } from './core/errors/base.js';
export type { ModalEvent, ModalEventListener } from './core/controllers/events.js';
export { setLocale } from './i18n/load.js';
export { LOCALES, LOCALE_NAMES, type LocaleCode } from '@wallet-modal/schema/locales';
export type { TextOverrides, PluralText, WalletModalOptionsInput } from '@wallet-modal/schema/resolve';
export { defineNetwork, type ChainInput, type NetworkDefinition } from '@wallet-modal/schema/networks';
export { themePresets, type ThemePresetName, type ThemeVariables } from './theme/presets.js';
export type {
  AccountEntry,
  AccountType,
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
  SignMessageRequest,
  TransactionRequest,
  TransactionRequests,
  ViewName,
} from './core/types.js';
export type { ContractCall, EnsRecord } from './core/types.js';
export type {
  Call,
  CallsStatus,
  EstimateGasParameters,
  GetEnsParameters,
  ReadContractParameters,
  SendCallsParameters,
  SendCallsReturnType,
  WalletAsset,
  WalletAssets,
  WalletCapabilities,
  WalletModalOperations,
  WriteContractParameters,
} from './core/operations/index.js';
export type { WalletModalConfig, WalletModalConfigInput } from '@wallet-modal/schema';
