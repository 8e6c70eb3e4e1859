// A local anvil chain with our test contracts deployed: ERC20s, Multicall3 and a small name service.
import { createWalletClient, http, namehash, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type Anvil } from '@wallet-modal/testing';
import contracts from '../fixtures/contracts.json' with { type: 'json' };

type Artifact = { abi: Abi; bytecode: Hex };
const artifacts = contracts as unknown as Record<'TestToken' | 'Multicall3' | 'NameService' | 'TestSmartWallet' | 'TestSmartWalletFactory', Artifact>;

export type TestChain = Anvil & {
  deployer: Address;
  deploy(name: keyof typeof artifacts, args?: unknown[]): Promise<Address>;
  write(address: Address, name: keyof typeof artifacts, functionName: string, args: unknown[]): Promise<void>;
};

export async function startTestChain(chainId = 31337): Promise<TestChain> {
  const anvil = await startAnvil({ chainId });
  const account = privateKeyToAccount(anvil.accounts[0]!.privateKey);
  const wallet = createWalletClient({ account, transport: http(anvil.url), chain: { id: chainId, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } } });
  const receipt = async (hash: Hex) => {
    for (;;) {
      const res = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }) });
      const { result } = (await res.json()) as { result: { contractAddress: Address | null; status: Hex } | null };
      if (result) {
        if (result.status !== '0x1') throw new Error(`transaction ${hash} reverted`);
        return result;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    ...anvil,
    deployer: account.address,
    async deploy(name, args = []) {
      const { abi, bytecode } = artifacts[name];
      const hash = await wallet.deployContract({ abi, bytecode, args });
      return (await receipt(hash)).contractAddress!;
    },
    async write(address, name, functionName, args) {
      const hash = await wallet.writeContract({ address, abi: artifacts[name].abi, functionName, args });
      await receipt(hash);
    },
  };
}

export { namehash };
