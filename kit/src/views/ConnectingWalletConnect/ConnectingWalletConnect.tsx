// ConnectingWalletConnect: pairing with the wallet the visitor picked (its icon in the QR code, its
// deep link on a phone).

import { useStore } from '@nanostores/react';
import { useModalInstance } from '../../react/context.js';
import { Pairing } from './Pairing.js';

export function ConnectingWalletConnect() {
  const { data } = useStore(useModalInstance().$router);
  const picked = data?.wallet ?? (data?.connector?.type === 'WALLET_CONNECT' ? undefined : data?.connector);
  return <Pairing wallet={picked} />;
}
