// What Send shows on a network without a send path (spec §4: any namespace but eip155 and solana, e.g.
// Bitcoin): the catalogue's 'Unsupported chain' and why, and no form that could only fail.

import { ErrorMessages } from '../../core/errors/messages.js';
import type { CaipNetwork } from '../../core/types.js';
import { ErrorText } from '../../views/components/ErrorText.js';
import { stack } from '../../views/components/ui.css.js';
import { texts } from './texts.js';
import { networkName } from '../../views/components/networkDisplay.js';

export function UnsupportedSend({ network }: { network: CaipNetwork }) {
  return (
    <div className={stack} data-testid="send-unsupported">
      <ErrorText message={ErrorMessages.UNSUPPORTED_CHAIN} code="UNSUPPORTED_CHAIN" />
      <p>{texts.unsupported({ network: networkName(network) })}</p>
    </div>
  );
}
