// English texts of the receive feature.

export const texts = {
  qrLabel: 'QR code of your address',
  copy: 'Copy address',
  copied: 'Address copied',
  networks: 'Networks this address receives on',
  warning: (networks: string) => `Only send assets on ${networks}. Assets sent on another network may be lost.`,
} as const;
