// English texts of the shell and the core views, keyed by message id; a locale file translates them
// with the features' texts (kit/src/i18n/locales/).

import { defineTexts } from '../../i18n/texts.js';

export const en = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading',
  'modal.loadFailed': 'This part could not be loaded. Check your connection and try again.',
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
  'connect.legal.agree': 'I agree to the {terms} and {privacy}',
  'connect.legal.terms': 'Terms of Service',
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
  'networks.local': 'Local',
  'networks.testnet': 'Testnet',
  'networks.notApproved': 'Not available in this wallet',
  'unsupported.message': 'This app doesn’t support your current network. Switch to an available option to continue.',
  'unsupported.disconnect': 'Disconnect',
} as const;

export type MessageId = keyof typeof en;

/** The views' texts in the active locale. */
export const viewTexts = defineTexts('', en);
const texts = viewTexts as unknown as Record<string, string | ((values: Record<string, string | number>) => string)>;

/**
 * Looks up a text in the active locale and fills its `{placeholders}`.
 * @example
 * t('connecting.continueIn', { name: 'MetaMask' }); // 'Continue in MetaMask'
 */
export function t(id: MessageId, values: Record<string, string | number> = {}): string {
  const text = texts[id];
  return typeof text === 'function' ? text(values) : (text ?? id);
}
