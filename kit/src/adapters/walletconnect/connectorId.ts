// The connector id of WalletConnect, shared by the adapter's stub and its lazily loaded lifecycle.

/** The connector id of WalletConnect (also the connector-order key of the spec). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
