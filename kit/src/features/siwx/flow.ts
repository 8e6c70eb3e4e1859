// Signing in (loaded with the views): a nonce from the verifier, the EIP-4361 message for this page and
// account (EIP-4361 on EVM, Sign-In With Solana on Solana), the wallet's signature while ConnectingSiwe shows, then the session is kept and the modal closes.

import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { connectedAdapter } from '../../core/controllers/adapters.js';
import { disconnect } from '../../core/controllers/connectionLoader.js';
import { closeModal } from '../../core/controllers/modal.js';
import { errorText, hideNotification, showLoading } from '../../core/controllers/notifications.js';
import { errorCode } from '../../core/errors/codes.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import { replace } from '../../core/controllers/router.js';
import type { ModalCore } from '../../core/instance.js';
import { errorLine } from '../../views/i18n/errors.js';
import { CONNECTING_SIWX_VIEW, SIWX_VIEW } from './viewNames.js';
import { createSiwsMessage } from './siws.js';
import { accountKey, connectedAccount, keepSession, siwxState } from './state.js';

/**
 * @example
 * await signIn(modal); // resolves once signed in, or with the error shown on SIWXSignMessage
 */
export async function signIn(modal: ModalCore): Promise<void> {
  const state = siwxState(modal);
  const account = connectedAccount(modal);
  const network = modal.$network.get().caipNetwork;
  if (!state.client || !account || network?.chainNamespace !== account.namespace) return;
  state.$error.set(undefined);
  replace(modal, CONNECTING_SIWX_VIEW);
  state.signing = true;
  try {
    const nonce = await state.client.createNonce();
    const now = Date.now();
    const fields = {
      domain: window.location.host,
      uri: `${window.location.origin}/`,
      nonce,
      issuedAt: new Date(now),
      expirationTime: new Date(now + state.expiresInSeconds * 1000),
      ...(state.statement ? { statement: state.statement } : {}),
    };
    const message =
      account.namespace === 'solana'
        ? createSiwsMessage({ ...fields, address: account.address, chainId: String(network.id) })
        : createSiweMessage({ ...fields, address: getAddress(account.address), chainId: Number(network.id), version: '1' });
    const signature = await connectedAdapter(modal, account.namespace).signMessage({ namespace: account.namespace, address: account.address, message });
    // The wallet has signed; the verifier checks the signature (a round trip): spec §8's loading 'Authenticating...'.
    showLoading(modal, errorLine('AUTHENTICATING', ErrorMessages.AUTHENTICATING));
    const entry = await state.client.signIn({ message, signature }).finally(() => hideNotification(modal));
    const key = accountKey(account.address, account.namespace);
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
  const account = connectedAccount(modal);
  if (state.required) {
    await disconnect(modal);
    closeModal(modal, { force: true });
    return;
  }
  if (account) state.dismissed.add(accountKey(account.address, account.namespace));
  closeModal(modal);
}
