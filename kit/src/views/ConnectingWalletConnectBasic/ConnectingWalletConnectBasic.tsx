// ConnectingWalletConnectBasic: the plain "scan with any wallet" pairing, no wallet picked.

import { Pairing } from '../ConnectingWalletConnect/Pairing.js';

export function ConnectingWalletConnectBasic() {
  return <Pairing />;
}
