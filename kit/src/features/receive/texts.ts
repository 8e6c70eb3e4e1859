// English texts of the receive feature.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('receive', {
  qrLabel: 'QR code of your address',
  copy: 'Copy address',
  copied: 'Address copied',
  networks: 'Networks this address receives on',
  warning: 'Only send assets on {networks}. Assets sent on another network may be lost.',
});
