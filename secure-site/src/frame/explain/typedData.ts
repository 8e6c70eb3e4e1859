// What an eth_signTypedData_v4 request signs: every domain field (name, version, chainId, verifyingContract,
// salt), and for the permits the screen recognises by their shape (EIP-2612 Permit, Permit2's PermitSingle,
// PermitBatch and PermitTransferFrom with or without witness) what they allow, with warnings. A verifying
// contract with no code is warned about: no contract on this chain checks the signature.
import type { ExplainedAction } from '../../shared/channel.js';
import * as z from 'zod/mini';
import { permit2Allowance, permit2Transfer } from './calls.js';
import type { ExplainEnv } from './env.js';
import { tokenInfo, tokenLabel } from './tokens.js';
import { allowanceText, dateText, ERC20_UNLIMITED, farDeadlineWarning, unlimitedWarning } from './warnings.js';

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const uint = z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/)), z.number(), z.bigint()]);
const details = z.object({ token: address, amount: uint, expiration: uint });
const tokenPermissions = z.object({ token: address, amount: uint });
/** EIP-2612 Permit: the token is the verifying contract. */
const erc2612 = z.object({ owner: address, spender: address, value: uint, deadline: uint });
const permitSingle = z.object({ details, spender: address, sigDeadline: uint });
const permitBatch = z.object({ details: z.array(details).check(z.maxLength(32)), spender: address, sigDeadline: uint });
const permitTransfer = z.object({ permitted: z.union([tokenPermissions, z.array(tokenPermissions).check(z.maxLength(32))]), spender: address, deadline: uint });

export interface TypedDataRequest {
  domain: Record<string, unknown>;
  primaryType: string;
  message: Record<string, unknown>;
}

const DOMAIN_FIELDS: [string, string][] = [['name', 'Domain'], ['version', 'Version'], ['chainId', 'Chain id'], ['verifyingContract', 'Verifying contract'], ['salt', 'Salt']];

/** The domain's fields that are present, labelled. */
export function domainFields(domain: Record<string, unknown>): [string, string][] {
  return DOMAIN_FIELDS.filter(([key]) => domain[key] !== undefined).map(([key, label]) => [label, String(domain[key])]);
}

async function permitActions(env: ExplainEnv, request: TypedDataRequest, verifyingContract: string | undefined): Promise<ExplainedAction[]> {
  const { primaryType, message } = request;
  if (primaryType === 'Permit' && verifyingContract) {
    const parsed = erc2612.safeParse(message);
    if (!parsed.success) return [];
    const { owner, spender, value, deadline } = parsed.data;
    const token = await tokenInfo(env, verifyingContract as `0x${string}`);
    const amount = BigInt(value);
    return [
      {
        depth: 0,
        title: `Permit ${tokenLabel(token)}: ${allowanceText(token, amount, ERC20_UNLIMITED)}`,
        fields: [['Token', verifyingContract], ['Owner', owner], ['Spender', spender], ['Deadline', dateText(BigInt(deadline))]],
        warnings: [...unlimitedWarning(token, spender, amount, ERC20_UNLIMITED), ...farDeadlineWarning(env, 'This permit', BigInt(deadline))],
      },
    ];
  }
  const single = permitSingle.safeParse(message);
  const batch = permitBatch.safeParse(message);
  const allowance = single.success ? { ...single.data, details: [single.data.details] } : batch.success ? batch.data : undefined;
  if (allowance) {
    const extra: [string, string][] = [['Signature deadline', dateText(BigInt(allowance.sigDeadline))]];
    const signature = farDeadlineWarning(env, 'This signature', BigInt(allowance.sigDeadline));
    const actions = await Promise.all(allowance.details.map((d) => permit2Allowance(env, 0, d, allowance.spender, extra)));
    return actions.map((a, i) => (i === 0 ? { ...a, warnings: [...a.warnings, ...signature] } : a));
  }
  const transfer = permitTransfer.safeParse(message);
  if (transfer.success) {
    const { permitted, spender, deadline } = transfer.data;
    return Promise.all((Array.isArray(permitted) ? permitted : [permitted]).map((p) => permit2Transfer(env, 0, p, spender, BigInt(deadline))));
  }
  return [];
}

/** The request's actions, and a closing one with warnings about the domain when it deserves any. */
export async function explainTypedData(env: ExplainEnv, request: TypedDataRequest): Promise<ExplainedAction[]> {
  const verifying = address.safeParse(request.domain.verifyingContract);
  const verifyingContract = verifying.success ? verifying.data : undefined;
  const [actions, code] = await Promise.all([
    permitActions(env, request, verifyingContract),
    verifyingContract ? env.rpc('eth_getCode', [verifyingContract, 'latest']).catch(() => undefined) : undefined,
  ]);
  if (verifyingContract && code === '0x') {
    const warning = `The verifying contract ${verifyingContract} is not a contract on this network: nothing here checks this signature, so it may be meant for another network or a contract not yet deployed.`;
    if (actions[0]) actions[0] = { ...actions[0], warnings: [...actions[0].warnings, warning] };
    else actions.push({ depth: 0, title: `Sign ${request.primaryType}`, fields: [], warnings: [warning] });
  }
  return actions;
}
