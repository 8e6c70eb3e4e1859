// Makes on-chain activity on a test chain from any dev account: ETH sends, contract deploys and calls
// (the fixtures in contracts.json), with the mined receipt. Used by the history tests and bench.
import { createPublicClient, createWalletClient, getAddress, http, type Abi, type Address, type Hex, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Anvil } from '@wallet-modal/testing';
import contracts from '../fixtures/contracts.json' with { type: 'json' };

export type ContractName = 'TestToken' | 'TestNFT' | 'TestMultiToken' | 'Multicall3' | 'NameService' | 'TestEnsRegistry' | 'TestEnsResolver' | 'TestUniversalResolver';
export const artifacts = contracts as unknown as Record<ContractName, { abi: Abi; bytecode: Hex }>;

export type Actor = {
  address: Address;
  /** `gas` set skips estimation, so a transaction that reverts is still sent and mined (status 0). */
  sendEth(to: Address, value: bigint, opts?: { gas?: bigint }): Promise<TransactionReceipt>;
  deploy(name: ContractName, args?: unknown[]): Promise<Address>;
  write(address: Address, name: ContractName, functionName: string, args: unknown[]): Promise<TransactionReceipt>;
};

/** Dev account `index` of `chain` as a sender of transactions. */
export function actor(chain: Anvil, index: number): Actor {
  const account = privateKeyToAccount(chain.accounts[index]!.privateKey);
  const viemChain = { id: chain.chainId, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } };
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.url) });
  const client = createPublicClient({ chain: viemChain, transport: http(chain.url) });
  const mined = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return {
    address: account.address,
    sendEth: async (to, value, opts = {}) => mined(await wallet.sendTransaction({ to, value, ...(opts.gas && { gas: opts.gas }) })),
    async deploy(name, args = []) {
      const { abi, bytecode } = artifacts[name];
      const receipt = await mined(await wallet.deployContract({ abi, bytecode, args }));
      return getAddress(receipt.contractAddress!);
    },
    write: async (address, name, functionName, args) => mined(await wallet.writeContract({ address, abi: artifacts[name].abi, functionName, args })),
  };
}

/** One raw JSON-RPC call (anvil_*, evm_* and friends). */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}
