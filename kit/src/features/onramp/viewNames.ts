// The router's name for the buy view.

export const BUY_VIEW = 'WalletBuy';
