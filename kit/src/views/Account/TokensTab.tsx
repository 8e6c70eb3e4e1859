// Tokens tab: token balances from the app's API when it has one, else the native balance read
// straight from the network's RPC.

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { toFixedDecimals } from '../../core/format/decimals.js';
import { useModalInstance } from '../../react/context.js';
import { list, secondaryText } from '../components/ui.css.js';
import { $locale } from '../../i18n/texts.js';
import { t } from '../i18n/en.js';
import { networkName } from '../components/networkDisplay.js';
import * as styles from './Account.css.js';

interface TokenRowProps {
  symbol: string;
  name: string;
  detail?: string;
  quantity: string;
  iconUrl?: string;
}

function TokenRow({ symbol, name, detail, quantity, iconUrl }: TokenRowProps) {
  // An icon that fails to load gives way to the symbol's letters: never a broken image.
  const [failed, setFailed] = useState<string | undefined>();
  return (
    <li className={styles.tokenRow}>
      {iconUrl && iconUrl !== failed ? (
        <img className={styles.tokenIcon} src={iconUrl} alt="" data-testid="token-icon" onError={() => setFailed(iconUrl)} />
      ) : (
        <span className={styles.tokenIcon} aria-hidden="true">
          {symbol.slice(0, 3)}
        </span>
      )}
      <span className={styles.tokenName}>
        <span>{name}</span>
        {detail ? <span className={secondaryText}>{detail}</span> : null}
      </span>
      <span>{`${toFixedDecimals(quantity)} ${symbol}`}</span>
    </li>
  );
}

const usd = (value: number | undefined) =>
  value === undefined ? undefined : value.toLocaleString($locale.get().code, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

export function TokensTab() {
  const modal = useModalInstance();
  const { balance, balanceSymbol, balanceLoading } = useStore(modal.$account);
  const { caipNetwork } = useStore(modal.$network);
  const tokens = useStore(modal.$tokenBalances);

  if (modal.api) {
    if (tokens.balances.length === 0) {
      return <p className={secondaryText}>{tokens.loading ? t('account.balanceLoading') : (tokens.error ?? t('tokens.none'))}</p>;
    }
    return (
      <ul className={list} aria-label={t('tokens.list')}>
        {tokens.balances.map((token) => (
          <TokenRow
            key={`${token.chainId}:${token.address ?? 'native'}`}
            symbol={token.symbol}
            name={token.name}
            detail={usd(token.value)}
            quantity={token.quantity.numeric}
            iconUrl={token.iconUrl}
          />
        ))}
      </ul>
    );
  }
  if (balance === undefined) return <p className={secondaryText}>{balanceLoading ? t('account.balanceLoading') : t('tokens.unavailable')}</p>;
  return (
    <ul className={list} aria-label={t('tokens.list')}>
      <TokenRow symbol={balanceSymbol ?? ''} name={caipNetwork?.nativeCurrency.name ?? ''} detail={caipNetwork && networkName(caipNetwork)} quantity={balance} />
    </ul>
  );
}
