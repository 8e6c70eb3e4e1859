// Signing in (loaded with the views): a nonce from the verifier, the EIP-4361 message for this page and
// account, the wallet's signature while ConnectingSiwe shows, then the session is kept and the modal closes.

import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { connectedAdapter } from '../../core/controllers/adapters.js';
import { disconnect } from '../../core/controllers/connection.js';
import { closeModal } from '../../core/controllers/modal.js';
import { errorText } from '../../core/controllers/notifications.js';
import { errorCode } from '../../core/errors/codes.js';
import { replace } from '../../core/controllers/router.js';
import type { ModalCore } from '../../core/instance.js';
import { CONNECTING_SIWX_VIEW, SIWX_VIEW } from './viewNames.js';
import { accountKey, keepSession, siwxState } from './state.js';

/**
 * @example
 * await signIn(modal); // resolves once signed in, or with the error shown on SIWXSignMessage
 */
export async function signIn(modal: ModalCore): Promise<void> {
  const state = siwxState(modal);
  const account = modal.$accounts.get().eip155;
  const network = modal.$network.get().caipNetwork;
  if (!state.client || !account?.address || network?.chainNamespace !== 'eip155') return;
  state.$error.set(undefined);
  replace(modal, CONNECTING_SIWX_VIEW);
  state.signing = true;
  try {
    const nonce = await state.client.createNonce();
    const now = Date.now();
    const message = createSiweMessage({
      domain: window.location.host,
      uri: `${window.location.origin}/`,
      address: getAddress(account.address),
      chainId: Number(network.id),
      nonce,
      version: '1',
      issuedAt: new Date(now),
      expirationTime: new Date(now + state.expiresInSeconds * 1000),
      ...(state.statement ? { statement: state.statement } : {}),
    });
    const signature = await connectedAdapter(modal, 'eip155').signMessage({ namespace: 'eip155', address: account.address, message });
    const entry = await state.client.signIn({ message, signature });
    const key = accountKey(account.address);
    keepSession(key, entry);
    state.signedInKey = key;
    state.$session.set(entry.session);
    state.signing = false;
    closeModal(modal, { force: true });
  } catch (error) {
    state.signing = false;
    // A wallet's refusal in the catalogue's words ('Signature declined'); otherwise what failed, as it said it.
    const known = errorCode(error);
    state.$error.set(known.code === 'UNKNOWN' ? errorText(error) : known.message);
    replace(modal, SIWX_VIEW);
  }
}

/** Cancel: a required sign-in disconnects; an optional one closes and is not asked again for this account. */
export async function cancelSignIn(modal: ModalCore): Promise<void> {
  const state = siwxState(modal);
  state.$error.set(undefined);
  const account = modal.$accounts.get().eip155;
  if (state.required) {
    await disconnect(modal);
    closeModal(modal, { force: true });
    return;
  }
  if (account?.address) state.dismissed.add(accountKey(account.address));
  closeModal(modal);
}
