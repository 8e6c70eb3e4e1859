// One wallet in a list: icon, name and a hint, as a full-width button.

import type { Connector } from '../../core/types.js';
import { row, rowHint, rowLabel } from './ui.css.js';
import { WalletIcon } from './WalletIcon.js';

export interface WalletRowProps {
  connector: Connector;
  onSelect: (connector: Connector) => void;
  hint?: string;
  disabled?: boolean;
}

export function WalletRow({ connector, onSelect, hint, disabled }: WalletRowProps) {
  return (
    <button type="button" className={row} onClick={() => onSelect(connector)} disabled={disabled}>
      <WalletIcon connector={connector} />
      <span className={rowLabel}>{connector.name}</span>
      {hint ? <span className={rowHint}>{hint}</span> : null}
    </button>
  );
}
