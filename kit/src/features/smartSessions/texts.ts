// English texts of smart sessions.

export const texts = {
  empty: 'No active sessions.',
  loading: 'Loading sessions…',
  expires: 'Expires ',
  listLabel: 'Active sessions',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  revokeLabel: (what: string) => `Revoke ${what}`,
  permissions: (types: string) => types || 'Permissions',
  needsEvm: 'Connect an EVM wallet before granting or revoking smart sessions',
  needsApi: 'Smart sessions need apiUrl: our server records and lists them',
  cannotGrant: 'This wallet connection cannot grant permissions',
  noContext: 'The wallet granted no permissions context (ERC-7715 `context`)',
} as const;
