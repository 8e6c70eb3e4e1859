// English texts of the views, keyed by message id: a second locale is another file of this shape.

export const en = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading',
  'networks.list': 'Networks',
  'networks.namespace.eip155': 'Ethereum and EVM',
  'networks.namespace.solana': 'Solana',
  'networks.namespace.bip122': 'Bitcoin',
  'networks.namespace.polkadot': 'Polkadot',
  'networks.namespace.cosmos': 'Cosmos',
  'title.Connect': 'Connect Wallet',
  'title.Account': 'Account',
  'title.Networks': 'Choose Network',
  'title.UnsupportedChain': 'Switch Network',
  'title.ConnectingExternal': 'Connecting',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  'walletConnect.qrLabel': 'QR code to connect with {name}',
  'walletConnect.loading': 'Getting a pairing link…',
  'walletConnect.scan': 'Scan this code with a WalletConnect wallet on your phone',
  'walletConnect.scanWith': 'Scan with {name} on your phone, or open it here',
  'walletConnect.open': 'Open {name}',
  'walletConnect.copy': 'Copy link',
  'walletConnect.copied': 'Link copied',
  'walletConnect.get': "Don't have {name}? Get it",
  'connect.noWallets': 'No wallet found in this browser. Install a wallet extension, then reload the page.',
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.qrCode': 'QR code',
  'connect.wallets': 'Wallets',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.or': 'or',
  'connect.legal.prefix': 'I agree to the',
  'connect.legal.terms': 'Terms of Service',
  'connect.legal.and': 'and',
  'connect.legal.privacy': 'Privacy Policy',
  'title.AllWallets': 'All Wallets',
  'allWallets.search': 'Search wallet',
  'allWallets.certified': 'Certified',
  'allWallets.list': 'Wallet directory',
  'allWallets.none': 'No wallet found',
  'allWallets.loading': 'Loading wallets…',
  'connect.allWallets': 'All Wallets',
  'connecting.continueIn': 'Continue in {name}',
  'connecting.accept': 'Accept the connection request in the wallet',
  'connecting.retry': 'Try again',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.explorer': 'Block explorer',
  'account.disconnect': 'Disconnect',
  'account.network': 'Network',
  'account.switchToEoa': 'Switch to your EOA',
  'account.switchToSmartAccount': 'Switch to your smart account',
  'account.smartAccountsUnsupported': 'This application might not support Smart Accounts',
  'account.balanceLoading': 'Loading balance…',
  'account.tabs': 'Account details',
  'account.tab.tokens': 'Tokens',
  'tokens.list': 'Tokens',
  'tokens.unavailable': 'Token Balance Unavailable',
  'tokens.none': 'No tokens on this network',
    'networks.current': 'Connected',
  'unsupported.message': 'This app doesn’t support your current network. Switch to an available option to continue.',
  'unsupported.disconnect': 'Disconnect',
} as const;

export type MessageId = keyof typeof en;

/**
 * Looks up a text and fills its `{placeholders}`.
 * @example
 * t('connecting.continueIn', { name: 'MetaMask' }); // 'Continue in MetaMask'
 */
export function t(id: MessageId, values: Record<string, string> = {}): string {
  return format(en[id], values);
}

/**
 * Fills a text's `{placeholders}`; feature modules keep their own texts and format them with this.
 * @example
 * format('Continue in {name}', { name: 'MetaMask' }); // 'Continue in MetaMask'
 */
export function format(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}
