// A token picker: the server's tokens with the user's balances, the spec's suggested ones in a group of
// their own first. A native select: keyboard and screen readers work as everywhere else.

import { toFixedDecimals } from '../../../core/format/decimals.js';
import { input } from '../../../views/components/ui.css.js';
import { texts } from '../texts.js';
import type { SwapTokenOption } from '../tokens.js';
import * as styles from './Swap.css.js';

export function TokenSelect({ id, value, options, onChange }: { id: string; value: string; options: readonly SwapTokenOption[]; onChange: (id: string) => void }) {
  const suggested = options.filter((option) => option.suggested);
  const others = options.filter((option) => !option.suggested);
  const render = (list: readonly SwapTokenOption[]) =>
    list.map((option) => (
      <option key={option.id} value={option.id}>
        {option.balance === undefined ? option.symbol : texts.option({ symbol: option.symbol, balance: toFixedDecimals(option.balance) })}
      </option>
    ));
  return (
    <select id={id} className={`${input} ${styles.select}`} value={value} onChange={(event) => onChange(event.target.value)}>
      {value ? null : <option value="">{texts.pickToken}</option>}
      {suggested.length && others.length ? (
        <>
          <optgroup label={texts.suggested}>{render(suggested)}</optgroup>
          <optgroup label={texts.otherTokens}>{render(others)}</optgroup>
        </>
      ) : (
        render(options)
      )}
    </select>
  );
}
