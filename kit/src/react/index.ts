// The public React face of the kit.
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js';
export { useAccount, useDisconnect, useNetwork, useSendTransaction, useSignMessage, useWalletModal, useWalletRequest } from './hooks.js';
export { useAssets, useEns, useEstimateGas, useReadContract, useSendCalls, useUnits, useWriteContract } from './operations.js';
export { WalletModalProvider, type WalletModalProviderProps } from './Provider.js';
export { useConnectButton, type ConnectButtonAccount, type ConnectButtonChain, type ConnectButtonState } from './useConnectButton.js';
export { WalletButton, type WalletButtonProps, type WalletButtonState } from './WalletButton.js';
export { useConnectWallet, usePairingUri, useWalletList, type UseConnectWalletReturnType, type UseWalletListParameters, type WalletListItem } from './headless.js';
export { WalletModalEmbed, type WalletModalEmbedProps } from './WalletModalEmbed.js';
