// The Pay view's main button: switch the wallet to the payment's network, wait for the plan, pay (or
// swap and pay), and each step's label while it runs.

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useModalInstance } from '../../react/context.js';
import { ErrorText } from '../../views/components/ErrorText.js';
import { primaryButton, secondaryButton } from '../../views/components/ui.css.js';
import { planKey, planPayment } from './plan.js';
import { confirmPayment } from './run.js';
import { payState } from './state.js';
import { texts } from './texts.js';
import { networkName } from '../../views/components/networkDisplay.js';

/** A running step's label; getters, read when shown, so they follow the active locale. */
const BUSY = {
  get approving() {
    return texts.approving;
  },
  get swapping() {
    return texts.swapping;
  },
  get sending() {
    return texts.sending;
  },
  get confirming() {
    return texts.confirming;
  },
  get planning() {
    return texts.planning;
  },
};

export function PayAction() {
  const modal = useModalInstance();
  const { intent, plan, stage, plannedFor } = useStore(payState(modal));
  const accounts = useStore(modal.$accounts);
  const { caipNetwork } = useStore(modal.$network);
  const namespace = useStore(modal.$activeNamespace);
  const [switchError, setSwitchError] = useState<{ code?: string; message: string }>();
  const address = accounts.eip155?.address;
  const onNetwork = namespace === 'eip155' && caipNetwork?.caipNetworkId === intent?.network.caipNetworkId;

  // A plan for this account on the payment's network; planned again when either changes.
  const key = onNetwork && address && intent ? planKey(intent.network.caipNetworkId, address) : undefined;
  useEffect(() => {
    if (key && key !== plannedFor) void planPayment(modal);
  }, [modal, key, plannedFor]);

  if (!intent) return null;
  if (!onNetwork) {
    const switchTo = () => {
      setSwitchError(undefined);
      modal.switchNetwork(intent.network.caipNetworkId).catch((error: unknown) => setSwitchError({ message: error instanceof Error ? error.message.split('\n')[0]! : String(error) }));
    };
    return (
      <>
        <p role="status">{texts.switchNote({ network: networkName(intent.network) })}</p>
        <ErrorText message={switchError?.message} />
        <button type="button" className={primaryButton} onClick={switchTo}>
          {texts.switchNetwork({ network: networkName(intent.network) })}
        </button>
      </>
    );
  }
  if (stage in BUSY) {
    return (
      <button type="button" className={primaryButton} disabled aria-busy="true" data-testid="pay-busy">
        {BUSY[stage as keyof typeof BUSY]}
      </button>
    );
  }
  if (plan?.kind === 'short') {
    return (
      <button type="button" className={secondaryButton} onClick={() => void planPayment(modal)}>
        {texts.tryAgain}
      </button>
    );
  }
  return (
    <button type="button" className={primaryButton} onClick={() => void confirmPayment(modal)}>
      {plan?.kind === 'swap' ? texts.swapAndPay({ amount: intent.amount, symbol: intent.symbol }) : texts.pay({ amount: intent.amount, symbol: intent.symbol })}
    </button>
  );
}
