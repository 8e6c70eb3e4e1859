// The public React face of the kit.
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js';
export { useAccount, useDisconnect, useNetwork, useSendTransaction, useSignMessage, useWalletModal, useWalletRequest } from './hooks.js';
export { WalletModalProvider, type WalletModalProviderProps } from './Provider.js';
