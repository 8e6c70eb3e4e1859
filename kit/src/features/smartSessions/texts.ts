// English texts of smart sessions.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('smartSessions', {
  empty: 'No active sessions.',
  loading: 'Loading sessions…',
  expires: 'Expires {date}',
  listLabel: 'Active sessions',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  revokeLabel: 'Revoke {what}',
  // Names a session whose grant lists no permission types.
  permissions: 'Permissions',
  needsEvm: 'Connect an EVM wallet before granting or revoking smart sessions',
  needsApi: 'Smart sessions need apiUrl: our server records and lists them',
  cannotGrant: 'This wallet connection cannot grant permissions',
  noContext: 'The wallet granted no permissions context (ERC-7715 `context`)',
});
