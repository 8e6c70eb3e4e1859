// The buy flow's actions: load the options once, quote the checked form, then open the provider's
// page. The popup is opened blank while the click is still a user gesture (after the server's answer
// a browser would block it), its opener cut (noopener), and pointed at the page once the server made
// it; a blocked popup leaves a link the user can click. Purchases are read back for Activity.

import { WalletModalError } from '../../core/errors/base.js';
import type { ModalCore } from '../../core/instance.js';
import { getBuyOptions, getBuyQuote, getPurchases, startBuy } from './api.js';
import { checkBuy, offers, startingForm } from './form.js';
import { buyState, initialBuyState, purchasesState, type BuyForm, type BuyState } from './state.js';

/** What the user should read of a failure: the server's reason when it gave one. */
export function failureText(error: unknown): string {
  if (error instanceof WalletModalError) return error.details ?? error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

const update = (modal: ModalCore, change: (state: BuyState) => Partial<BuyState>) => {
  const store = buyState(modal);
  store.set({ ...store.get(), ...change(store.get()) });
};

/**
 * Loads the on-ramp options (once per modal unless `force`).
 * @example
 * await loadBuyOptions(modal);
 */
export async function loadBuyOptions(modal: ModalCore, { force = false } = {}): Promise<void> {
  const { api } = modal;
  const { options } = buyState(modal).get();
  if (!api || options.status === 'loading' || (options.status === 'ready' && !force)) return;
  update(modal, () => ({ options: { status: 'loading' } }));
  try {
    const data = await getBuyOptions(api);
    update(modal, () => ({ options: { status: 'ready', data } }));
  } catch (error) {
    update(modal, () => ({ options: { status: 'failed', error: failureText(error) } }));
  }
}

/** Starts the form afresh for the active network and account (a switch makes the old form meaningless). */
export function resetBuyForm(modal: ModalCore, scope: string): void {
  const { options } = buyState(modal).get();
  const network = modal.$network.get().caipNetwork;
  const form = options.data && network ? startingForm(options.data, network.caipNetworkId, network.nativeCurrency.symbol) : initialBuyState().form;
  update(modal, () => ({ scope, form, formError: undefined, quote: { status: 'idle' }, purchase: { status: 'idle' } }));
}

/** Edits the form; the quote and the started purchase were for the old values. */
export function editBuyForm(modal: ModalCore, fields: Partial<BuyForm>): void {
  update(modal, (state) => {
    const form = { ...state.form, ...fields };
    // A payment currency without the chosen method gets its first one.
    const fiat = state.options.data?.paymentCurrencies.find((c) => c.id === form.fiat);
    if (fiat && !fiat.payment_method_limits.some((l) => l.id === form.method)) form.method = fiat.payment_method_limits[0]?.id ?? '';
    return { form, formError: undefined, quote: { status: 'idle' }, purchase: { status: 'idle' } };
  });
}

/** The network entry of the form's currency on the active network. */
function purchaseNetwork(modal: ModalCore, state: BuyState) {
  const network = modal.$network.get().caipNetwork;
  if (!state.options.data || !network) return undefined;
  return offers(state.options.data, network.caipNetworkId).find((offer) => offer.id === state.form.currency)?.network;
}

/**
 * Checks the form and asks the server for a quote; a refusal of the form is said without asking.
 * @example
 * await quoteBuy(modal);
 */
export async function quoteBuy(modal: ModalCore): Promise<void> {
  const state = buyState(modal).get();
  const { api } = modal;
  const network = purchaseNetwork(modal, state);
  if (!api || !state.options.data || state.quote.status === 'loading') return;
  const problem = checkBuy(state.options.data, state.form);
  if (problem || !network) {
    update(modal, () => ({ formError: problem }));
    return;
  }
  // A network the API does not serve gets no quote (spec §7): no request, no error.
  if (!(await servesActiveNetwork(modal))) return;
  update(modal, () => ({ formError: undefined, quote: { status: 'loading' } }));
  try {
    const data = await getBuyQuote(api, { purchaseCurrency: state.form.currency, paymentCurrency: state.form.fiat, amount: state.form.amount.trim(), network: network.name, paymentMethod: state.form.method });
    update(modal, () => ({ quote: { status: 'ready', data } }));
  } catch (error) {
    update(modal, () => ({ quote: { status: 'failed', error: failureText(error) } }));
  }
}

/**
 * Opens a blank popup for the provider's page; call it in the click handler (a user gesture).
 * Its opener is cut at once, as noopener would. Null when the browser blocked it.
 */
export function openProviderWindow(): Window | null {
  const popup = window.open('', '_blank', 'popup,width=480,height=720');
  if (popup) popup.opener = null;
  return popup;
}

/**
 * Asks the server for the provider's page for the quoted form and shows it in `popup` (from
 * {@link openProviderWindow}); without a popup the page is offered as a link. The purchase is then
 * listed (pending) with the account's purchases.
 * @example
 * void continueBuy(modal, openProviderWindow());
 */
export async function continueBuy(modal: ModalCore, popup: Window | null): Promise<void> {
  const state = buyState(modal).get();
  const { api } = modal;
  const address = modal.$account.get().address;
  const network = purchaseNetwork(modal, state);
  if (!api || !address || !network || state.purchase.status === 'opening') {
    popup?.close();
    return;
  }
  if (!(await servesActiveNetwork(modal))) {
    popup?.close();
    return;
  }
  const quote = state.quote.data;
  update(modal, () => ({ purchase: { status: 'opening' } }));
  try {
    const { url } = await startBuy(api, {
      destinationWallets: [{ address, blockchains: [network.name], assets: [state.form.currency] }],
      defaultNetwork: network.name,
      partnerUserId: address.slice(0, 49),
      defaultExperience: 'buy',
      defaultAsset: state.form.currency,
      fiatCurrency: state.form.fiat,
      defaultPaymentMethod: state.form.method,
      presetFiatAmount: state.form.amount.trim(),
      ...(quote && !quote.placeholder ? { presetCryptoAmount: quote.purchaseAmount.amount } : {}),
    });
    if (popup && !popup.closed) {
      popup.location.href = url;
      update(modal, () => ({ purchase: { status: 'opened', url } }));
    } else {
      update(modal, () => ({ purchase: { status: 'blocked', url } }));
    }
    void loadPurchases(modal, { force: true });
  } catch (error) {
    popup?.close();
    update(modal, () => ({ purchase: { status: 'failed', error: failureText(error) } }));
  }
}

/**
 * Reads the connected account's purchases on the active network through the options' provider.
 * @example
 * await loadPurchases(modal);
 */
export async function loadPurchases(modal: ModalCore, { force = false } = {}): Promise<void> {
  const { api } = modal;
  await loadBuyOptions(modal);
  const provider = buyState(modal).get().options.data?.provider;
  const address = modal.$account.get().address;
  const network = modal.$network.get().caipNetwork;
  if (!api || !provider || !address || !network) return;
  const key = `${provider}:${network.caipNetworkId}:${address}`;
  const store = purchasesState(modal);
  const current = store.get();
  if (current.key === key && (current.status === 'loading' || current.status === 'ready') && !force) return;
  store.set({ ...(current.key === key ? current : {}), key, status: 'loading' });
  if (!(await servedByApi(modal, network.caipNetworkId))) {
    if (store.get().key === key) store.set({ key, status: 'ready', data: [] });
    return;
  }
  try {
    const data = await getPurchases(api, { address, provider, chainId: network.caipNetworkId });
    if (store.get().key === key) store.set({ key, status: 'ready', data });
  } catch (error) {
    if (store.get().key === key) store.set({ key, status: 'failed', data: current.key === key ? current.data : undefined, error: failureText(error) });
  }
}

/** Whether the app's API serves the active network. */
function servesActiveNetwork(modal: ModalCore): Promise<boolean> {
  const network = modal.$network.get().caipNetwork;
  return network ? servedByApi(modal, network.caipNetworkId) : Promise.resolve(false);
}

/** Whether the app's API serves the network (a dynamic import: code that runs before the first click does not list it). */
const servedByApi = (modal: ModalCore, chainId: string) => import('../../core/controllers/apiSupport.js').then((module) => module.apiServes(modal, chainId));
