// @wallet-modal/kit/wagmi: the modal as a wagmi connector (wagmi 2 and 3), its EIP-1193 provider,
// and the modal's networks for wagmi's createConfig.
export { walletModalConnector, type WalletModalConnectorParameters } from './connector.js';
export { walletModalProvider, type WalletModalProvider } from './provider.js';
export { wagmiNetworks, type WagmiNetworks } from './chains.js';
