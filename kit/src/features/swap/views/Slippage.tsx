// The slippage tolerance (spec §9: 1 % unless changed), folded under a summary that says its value;
// a value outside the server's range (above 0, at most SWAP_SLIPPAGE_MAX) is refused where it is typed.

import { SWAP_SLIPPAGE_MAX } from '@wallet-modal/schema/defaults';
import { useId } from 'react';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { input } from '../../../views/components/ui.css.js';
import { texts } from '../texts.js';
import * as styles from './Swap.css.js';

export function Slippage({ value, valid, onChange }: { value: string; valid: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <details className={styles.settings}>
      <summary className={styles.settingsSummary} data-testid="swap-slippage-summary">
        {texts.slippageSummary({ value: valid ? value.trim() : '—' })}
      </summary>
      <div className={styles.settingsBody}>
        <label className={styles.label} htmlFor={id}>
          {texts.slippage}
        </label>
        <input
          id={id}
          className={input}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={valid ? undefined : true}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <p className={styles.hint} id={`${id}-hint`}>
          {texts.slippageHint({ max: SWAP_SLIPPAGE_MAX })}
        </p>
        <ErrorText message={valid ? undefined : texts.invalidSlippage({ max: SWAP_SLIPPAGE_MAX })} code={valid ? undefined : 'INVALID_SLIPPAGE'} />
      </div>
    </details>
  );
}
