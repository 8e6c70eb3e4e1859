// The account's requests: who is signed in, on which chain, sign-out and the app's settings (the e-mail change: emailChange.ts).
import type { AppRequestPayload, FrameResult } from '@wallet-modal/schema/embedded';
import { EmbeddedApiError } from '../../lib/api.js';
import { caipNetworkIdOf, chainTypeOf, parseEvmChainId, parseSolanaChainId } from '../chains.js';
import type { FrameContext } from '../context.js';
import { recoveryStatus, solanaAddressOf } from '../custody.js';
import { uiTheme } from '../../shared/theme.js';
import { FrameRequestError } from '../errors.js';
import { enabledNetworks, isDeployed, smartAccountAddress } from '../smartAccount.js';
import { effectiveAccountType } from '../smartAccountRules.js';
import { clearSession, loadSession, refreshSession, saveSession } from '../session.js';

/** Takes the app's chain: an EVM chain id, or a Solana network (the wallet's Solana account answers then). */
function useChain(ctx: FrameContext, chainId: string | number): 'eip155' | 'solana' {
  const type = chainTypeOf(chainId);
  if (type === 'solana') {
    ctx.state.solanaChainId = parseSolanaChainId(chainId);
    return 'solana';
  }
  if (type !== 'eip155') throw new FrameRequestError('UNKNOWN', 'Unsupported chain');
  ctx.state.chainId = parseEvmChainId(chainId);
  return 'eip155';
}

/**
 * The smart account on the EVM chain in use when the operator enabled it there (the EOA's own address, EIP-7702),
 * with whether it is deployed (the delegation is in place). Undefined elsewhere, and when the chain has no
 * Simple7702Account (spec §8: the EOA then).
 */
async function smartAccountOf(ctx: FrameContext, owner: string): Promise<{ address: `0x${string}`; deployed: boolean } | undefined> {
  const chainId = ctx.state.chainId;
  if (!(await enabledNetworks(ctx)).includes(chainId)) return undefined;
  try {
    const address = await smartAccountAddress(ctx, chainId, owner as `0x${string}`);
    return { address, deployed: await isDeployed(ctx, chainId, address) };
  } catch {
    return undefined;
  }
}

/**
 * The user on the chain GET_USER names; `accounts` lists the EVM account type in use first, then the other one
 * where the smart account is enabled (both at the EOA's address: the type says how it sends), and the Solana
 * account (one secret, two keys).
 */
export async function getUser(ctx: FrameContext, payload: AppRequestPayload<'GET_USER'>): Promise<FrameResult<'GET_USER'>> {
  const on = payload.chainId === undefined ? 'eip155' : useChain(ctx, payload.chainId);
  if (payload.preferredAccountType) ctx.state.preferredAccountType = payload.preferredAccountType;
  const session = await refreshSession(ctx);
  const { account, email, social } = session;
  if (!account.address) throw new FrameRequestError('UNKNOWN', 'The wallet is not set up yet');
  const solana = await solanaAddressOf(ctx, session);
  if (on === 'solana' && !solana) throw new FrameRequestError('UNKNOWN', 'The wallet is not set up yet');
  const smart = await smartAccountOf(ctx, account.address);
  const type = smart ? effectiveAccountType(ctx.state.preferredAccountType, [ctx.state.chainId], ctx.state.chainId) : 'eoa';
  const eoa = { address: account.address, type: 'eoa' as const, namespace: 'eip155' as const };
  const evm = smart ? [eoa, { address: smart.address, type: 'smartAccount' as const, namespace: 'eip155' as const }] : [eoa];
  if (type === 'smartAccount') evm.reverse();
  return {
    email: account.email ?? email,
    address: on === 'solana' ? (solana as string) : (evm[0]!.address),
    chainId: on === 'solana' ? ctx.state.solanaChainId : ctx.state.chainId,
    accounts: [...evm, ...(solana ? [{ address: solana, type: 'eoa' as const, namespace: 'solana' as const }] : [])],
    userName: social?.userName ?? null,
    preferredAccountType: type,
    smartAccountDeployed: smart?.deployed ?? false,
  };
}

export async function signOut(ctx: FrameContext): Promise<FrameResult<'SIGN_OUT'>> {
  const session = await loadSession(ctx);
  // The device key and the device share stay: they belong to this device, not to the session.
  await clearSession(ctx);
  if (session) {
    await ctx.api.signOut(session.token).catch((error: unknown) => {
      if (!(error instanceof EmbeddedApiError) || (error.code !== 'SESSION_EXPIRED' && error.code !== 'SESSION_NOT_YET_VALID')) throw error;
    });
  }
  return {};
}

/** Connected = a live session on the server and a wallet this device can sign with. */
export async function isConnected(ctx: FrameContext): Promise<FrameResult<'IS_CONNECTED'>> {
  const session = await loadSession(ctx);
  if (!session) return { isConnected: false };
  try {
    const account = await ctx.api.session(session.token);
    await saveSession(ctx, { ...session, account });
    return { isConnected: (await recoveryStatus(ctx, account)) === 'NONE' };
  } catch (error) {
    if (error instanceof EmbeddedApiError && (error.code === 'SESSION_EXPIRED' || error.code === 'SESSION_NOT_YET_VALID')) {
      await clearSession(ctx);
      return { isConnected: false };
    }
    throw error;
  }
}

export async function getChainId(ctx: FrameContext): Promise<FrameResult<'GET_CHAIN_ID'>> {
  return { chainId: ctx.state.chainId };
}

export async function switchNetwork(ctx: FrameContext, { chainId, networkName }: AppRequestPayload<'SWITCH_NETWORK'>): Promise<FrameResult<'SWITCH_NETWORK'>> {
  const namespace = useChain(ctx, chainId);
  const id = namespace === 'solana' ? ctx.state.solanaChainId : ctx.state.chainId;
  // The app's own name of the chain (its network definition) names it on the approve screen when neither the server nor the catalogue does.
  if (networkName) ctx.state.networkNames.app.set(caipNetworkIdOf(id), networkName);
  return { chainId: id };
}

/** The UI frame takes the app's mode, and its accent and radius when they are plain CSS values (others are ignored). */
export async function syncTheme(ctx: FrameContext, payload: AppRequestPayload<'SYNC_THEME'>): Promise<FrameResult<'SYNC_THEME'>> {
  ctx.ui.setTheme(uiTheme(payload, ctx.ui.theme.themeMode));
  return {};
}

export async function syncDappData(ctx: FrameContext, { metadata }: AppRequestPayload<'SYNC_DAPP_DATA'>): Promise<FrameResult<'SYNC_DAPP_DATA'>> {
  ctx.state.appName = metadata?.name || undefined;
  return {};
}

/** The operator's smart-account networks (an empty list when the server cannot be asked, spec §8). */
export async function getSmartAccountEnabledNetworks(ctx: FrameContext): Promise<FrameResult<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>> {
  return { smartAccountEnabledNetworks: await enabledNetworks(ctx) };
}

/**
 * Makes `type` the account the wallet uses on EVM chains and answers the address now in use on the current
 * chain: a smart account where the operator did not enable one (or that cannot be computed) answers type
 * 'eoa' and the EOA (spec §8: a failed preferred-account set falls back to EOA).
 */
export async function setPreferredAccount(ctx: FrameContext, { type }: AppRequestPayload<'SET_PREFERRED_ACCOUNT'>): Promise<FrameResult<'SET_PREFERRED_ACCOUNT'>> {
  ctx.state.preferredAccountType = type;
  const owner = (await loadSession(ctx))?.account.address;
  if (!owner) return { type };
  const smart = type === 'smartAccount' ? await smartAccountOf(ctx, owner) : undefined;
  return smart ? { type, address: smart.address } : { type: 'eoa', address: owner };
}

export async function reload(ctx: FrameContext): Promise<FrameResult<'RELOAD'>> {
  // After the reply is posted, so the kit hears the answer first.
  setTimeout(() => ctx.reload?.(), 0);
  return {};
}
