// The approve screen shows what is really signed: the frame prepares a request against a real chain (anvil,
// with a real ERC-20 and Multicall3), the UI renders that very screen, and the test reads the screen's text.
import { createPublicClient, createWalletClient, encodeFunctionData, getAddress, http, maxUint160, maxUint256, parseAbi, parseEther, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import contracts from '../../../server/test/fixtures/contracts.json' with { type: 'json' };
import type { Screen } from '../shared/channel.js';
import { testDocument } from '../testing/dom.js';
import { startTestWallet, type TestWallet } from '../testing/walletFrame.js';
import { renderScreen } from '../ui/screens.js';

const attacker = getAddress('0x000000000000000000000000000000000000a77a');
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const erc20 = parseAbi(['function approve(address,uint256)', 'function increaseAllowance(address,uint256)', 'function transfer(address,uint256)', 'function transferFrom(address,address,uint256)']);
const multicall3 = parseAbi(['struct Call3 { address target; bool allowFailure; bytes callData; }', 'function aggregate3(Call3[] calls) payable returns ((bool success, bytes returnData)[])']);
let wallet: TestWallet;
let token: `0x${string}`;
let multicall: `0x${string}`;

/** Deploys a fixture contract from anvil's first account. */
async function deploy(name: 'TestToken' | 'Multicall3', args: unknown[]): Promise<`0x${string}`> {
  const { abi, bytecode } = (contracts as unknown as Record<string, { abi: Abi; bytecode: Hex }>)[name]!;
  const chain = wallet.server.chain;
  const viemChain = { id: chain.chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } };
  const deployer = createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), chain: viemChain, transport: http(chain.url) });
  const hash = await deployer.deployContract({ abi, bytecode, args });
  const receipt = await createPublicClient({ chain: viemChain, transport: http(chain.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return receipt.contractAddress!;
}

/** Asks the frame for `method` (rejected on the screen, so nothing is signed) and renders the screen it showed. */
async function shownFor(method: string, params: unknown[]): Promise<{ text: string; rows: Record<string, string> }> {
  wallet.ui.script.push({ kind: 'reject' });
  const reply = await wallet.request('RPC_REQUEST', { method, params });
  expect(reply.payload).toMatchObject({ code: 'USER_REJECTED' });
  const screen = wallet.ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>;
  const root = document.createElement('main');
  root.replaceChildren(...renderScreen(screen, { answer: () => undefined, onDispose: () => undefined }));
  document.body.replaceChildren(root);
  const rows = Object.fromEntries([...root.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
  return { text: root.textContent ?? '', rows };
}

beforeAll(async () => {
  // The UI's DOM (this file runs in Node beside our real server, which jsdom's globals would break).
  vi.stubGlobal('document', testDocument());
  wallet = await startTestWallet('tx-project', 'decode@example.com');
  token = await deploy('TestToken', ['Demo Token', 'DEMO', 18, 1_000n * 10n ** 18n]);
  multicall = await deploy('Multicall3', []);
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await wallet?.close();
});

describe('the approve screen shows what is signed', () => {
  it("an app that asks for approve(attacker, max) cannot pass it off as an unknown-looking call: the screen says 'Approve DEMO: unlimited', the spender and a warning", async () => {
    const data = encodeFunctionData({ abi: erc20, functionName: 'approve', args: [attacker, maxUint256] });
    const { text, rows } = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: token, data }]);
    expect(text).toContain('Approve DEMO: unlimited');
    expect(rows.Spender).toBe(attacker);
    expect(text).toMatch(/Unlimited approval/);
    const increase = encodeFunctionData({ abi: erc20, functionName: 'increaseAllowance', args: [attacker, maxUint256] });
    // The fixture token has no increaseAllowance: the app names the gas, so the frame does not estimate a revert.
    const increased = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: token, data: increase, gas: '0x30000' }]);
    expect(increased.text).toContain('Increase DEMO allowance: unlimited');
    expect(increased.text).toMatch(/Unlimited approval/);
  });

  it('an app that asks for a Permit2 signature for an unlimited amount cannot hide it: spender, unlimited and a warning are shown', async () => {
    const typedData = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }],
        PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }],
      },
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2 },
      message: { details: { token, amount: maxUint160.toString(), expiration: '281474976710655', nonce: '0' }, spender: attacker, sigDeadline: '99999999999' },
    };
    const { text, rows } = await shownFor('eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)]);
    expect(text).toContain('Permit2: approve DEMO: unlimited');
    expect(rows.Spender).toBe(attacker);
    expect(rows['Verifying contract']).toBe(PERMIT2);
    expect(text).toMatch(/Unlimited approval/);
    expect(text).toMatch(/lasts until/);
    expect(text).toMatch(/not a contract/);
  });

  it('an app that hides transferFrom inside a multicall cannot: the inner call is shown with its token, sender and receiver', async () => {
    const inner = encodeFunctionData({ abi: erc20, functionName: 'transferFrom', args: [wallet.address, attacker, parseEther('5')] });
    const data = encodeFunctionData({ abi: multicall3, functionName: 'aggregate3', args: [[{ target: token, allowFailure: true, callData: inner }]] });
    const { text } = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: multicall, data }]);
    expect(text).toContain('Multicall: 1 call');
    expect(text).toContain('Transfer 5 DEMO');
    expect(text).toContain(attacker);
  });

  it("an unknown selector is shown raw as 'Unknown function', never guessed", async () => {
    const { text, rows } = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: attacker, data: '0xdeadbeef0000000000000000000000000000000000000000000000000000000000000001' }]);
    expect(text).toContain('Unknown function');
    expect(rows.Selector).toBe('0xdeadbeef');
  });

  it('the simulation shows the balance changes of the account: native currency and ERC-20', async () => {
    const chain = wallet.server.chain;
    const deployer = createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), transport: http(chain.url) });
    await deployer.writeContract({ chain: null, address: token, abi: erc20, functionName: 'transfer', args: [wallet.address, parseEther('10')] });
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [attacker, parseEther('2.5')] });
    const sent = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: token, data }]);
    expect(sent.text).toContain('Send 2.5 DEMO');
    expect(sent.rows['Balance changes']).toBe('−2.5 DEMO');
    const paid = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: attacker, value: '0x2386f26fc10000' }]);
    expect(paid.rows['Balance changes']).toBe('−0.01 ETH');
    expect(paid.rows.Value).toBe('0.01 ETH');
  });
});
