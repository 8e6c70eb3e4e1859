// English texts of sign-in with wallet.

export const texts = {
  intro: (app: string) => `${app} wants you to sign in with your wallet to prove you own this account.`,
  hint: 'Signing is free and sends no transaction.',
  sign: 'Sign in',
  cancel: 'Cancel',
  disconnect: 'Disconnect',
  waiting: 'Waiting for your signature',
  approve: 'Approve the sign-in message in your wallet.',
  thisApp: 'This app',
} as const;
