// Account: who is connected and on which network, with copy, explorer and disconnect, and the
// Tokens, NFTs and Activity tabs.

import * as Tabs from '@radix-ui/react-tabs';
import { useStore } from '@nanostores/react';
import { useMemo, type ComponentType } from 'react';
import { selectAccountTab } from '../../core/controllers/account.js';
import { disconnect } from '../../core/controllers/connectionLoader.js';
import { closeModal } from '../../core/controllers/modal.js';
import { setPreferredAccountType } from '../../core/controllers/preferredAccountType.js';
import { copyText, showError } from '../../core/controllers/notifications.js';
import { push } from '../../core/controllers/router.js';
import { toFixedDecimals } from '../../core/format/decimals.js';
import { truncateMiddle } from '../../core/format/truncate.js';
import { useModalInstance } from '../../react/context.js';
import { Icon } from '../components/Icon.js';
import { NetworkName } from '../components/NetworkIcon.js';
import { iconButton, row, rowHint, rowLabel } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Account.css.js';
import { featureView, shownFeatures } from '../shell/featureViews.js';
import { TokensTab } from './TokensTab.js';

interface Tab {
  id: string;
  label: string;
  Panel: ComponentType;
}

export function Account() {
  const modal = useModalInstance();
  const account = useStore(modal.$account);
  const { caipNetwork } = useStore(modal.$network);
  const namespace = useStore(modal.$activeNamespace);
  const preferred = useStore(modal.$preferredAccountTypes).eip155;
  const { smartAccountEnabledNetworks } = useStore(modal.$networks).eip155 ?? { smartAccountEnabledNetworks: [] as number[] };
  const features = useMemo(() => shownFeatures(modal), [modal, namespace]);
  // Tokens is the shell's; the feature modules add theirs after it, and their actions in the app's order.
  const tabs = useMemo<Tab[]>(
    () => [
      { id: 'tokens', label: t('account.tab.tokens'), Panel: TokensTab },
      ...features.flatMap((feature) => feature.accountTabs ?? []).map((tab) => ({ id: tab.id, label: tab.label, Panel: featureView(tab.view) })),
    ],
    [features],
  );
  const actions = useMemo(() => {
    const order: readonly string[] = modal.options.walletFeaturesOrder;
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    return [...features]
      .sort((a, b) => rank(a.id) - rank(b.id))
      .flatMap((feature) => feature.accountActions ?? [])
      .filter((action) => action.available?.(modal) ?? true);
    // An action may be offered on some networks only (Swap): a switch within the namespace re-asks.
  }, [modal, features, account.address, caipNetwork]);
  if (!account.address) return null;
  const { address } = account;

  // A wallet that gave an EOA and a smart account (the embedded wallet where the network enables it) switches between them.
  const types = new Set(namespace === 'eip155' ? account.allAccounts?.map((entry) => entry.type) : []);
  const switchable = types.has('eoa') && types.has('smartAccount');
  // The embedded wallet's smart account is its EOA delegating (EIP-7702): both types share the address, and the preference says which is in use.
  const atAddress = account.allAccounts?.filter((entry) => entry.address === address) ?? [];
  const inUse = (atAddress.find((entry) => entry.type === preferred) ?? atAddress[0])?.type;
  // The wallet has smart accounts, but not on this network: the EOA is used here although the smart account is preferred.
  const smartAccountsUnsupported =
    namespace === 'eip155' && preferred === 'smartAccount' && !switchable && smartAccountEnabledNetworks.length > 0 && !smartAccountEnabledNetworks.includes(Number(caipNetwork?.id));
  const switchAccountType = () => setPreferredAccountType(modal, { namespace: 'eip155', type: inUse === 'smartAccount' ? 'eoa' : 'smartAccount' });
  const copy = () => copyText(modal, address, t('account.copied'));
  const leave = () => disconnect(modal).then(() => closeModal(modal), (error: unknown) => showError(modal, error));

  return (
    <div>
      <div className={styles.identity}>
        {account.profileImage ? (
          <img className={styles.avatar} src={account.profileImage} alt="" />
        ) : (
          <div className={styles.avatar} aria-hidden="true" />
        )}
        <p className={styles.address}>
          <span data-testid="account-address" title={address}>
            {account.profileName ?? truncateMiddle(address)}
          </span>
          <button type="button" className={iconButton} onClick={copy} aria-label={t('account.copy')}>
            <Icon name="copy" />
          </button>
        </p>
        {account.socialUserName ? (
          <p className={styles.balance} data-testid="account-social-username">
            {account.socialUserName}
          </p>
        ) : null}
        <p className={styles.balance} data-testid="account-balance" aria-live="polite">
          {account.balance !== undefined
            ? `${toFixedDecimals(account.balance)} ${account.balanceSymbol ?? ''}`
            : account.lastRetry !== undefined && !account.balanceLoading
              ? t('tokens.unavailable') // the read failed; the next try waits 30 s (spec §4), so say so instead of loading forever
              : t('account.balanceLoading')}
        </p>
      </div>
      <div className={styles.actions}>
        {actions.map((action) => (
          <button key={action.id} type="button" className={row} onClick={() => push(modal, action.view)}>
            <span className={rowLabel}>{action.label}</span>
          </button>
        ))}
        {switchable ? (
          <button type="button" className={row} onClick={switchAccountType} data-testid="account-type-switch">
            <span className={rowLabel}>{inUse === 'smartAccount' ? t('account.switchToEoa') : t('account.switchToSmartAccount')}</span>
          </button>
        ) : null}
        {smartAccountsUnsupported ? (
          <p className={rowHint} role="note" data-testid="account-smart-accounts-unsupported">
            {t('account.smartAccountsUnsupported')}
          </p>
        ) : null}
        <button type="button" className={row} onClick={() => push(modal, 'Networks')}>
          <span className={rowLabel}>{t('account.network')}</span>
          <span className={rowHint}>{caipNetwork ? <NetworkName network={caipNetwork} size="small" nameTestId="account-network" /> : null}</span>
        </button>
        {account.addressExplorerUrl ? (
          <a className={`${row} ${styles.link}`} href={account.addressExplorerUrl} target="_blank" rel="noreferrer noopener">
            <span className={rowLabel}>{t('account.explorer')}</span>
            <span className={rowHint}>
              <Icon name="external" size={16} />
            </span>
          </a>
        ) : null}
        <button type="button" className={row} onClick={leave}>
          <span className={rowLabel}>{t('account.disconnect')}</span>
        </button>
      </div>
      {tabs.length === 1 ? (
        // Tokens alone (no feature adds a tab here): a tab list of one would be noise.
        <section className={styles.panel} aria-label={t('account.tab.tokens')}>
          <TokensTab />
        </section>
      ) : (
        <Tabs.Root value={tabs[account.currentTab]?.id ?? 'tokens'} onValueChange={(id) => selectAccountTab(modal, tabs.findIndex((tab) => tab.id === id))}>
          <Tabs.List className={styles.tabList} aria-label={t('account.tabs')}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ id, Panel }) => (
            <Tabs.Content key={id} value={id} className={styles.panel}>
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </div>
  );
}
