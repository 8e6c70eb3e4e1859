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
const others = parseAbi([
  'function setApprovalForAll(address,bool)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function multicall(bytes[] data)',
]);
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
  const chain = wallet.server.chain;
  const deployer = createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), transport: http(chain.url) });
  await deployer.writeContract({ chain: null, address: token, abi: erc20, functionName: 'transfer', args: [wallet.address, parseEther('10')] });
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
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [attacker, parseEther('2.5')] });
    const sent = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: token, data }]);
    expect(sent.text).toContain('Send 2.5 DEMO');
    expect(sent.rows['Balance changes']).toBe('−2.5 DEMO');
    const paid = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: attacker, value: '0x2386f26fc10000' }]);
    expect(paid.rows['Balance changes']).toBe('−0.01 ETH');
    expect(paid.rows.Value).toBe('0.01 ETH');
  });

  it('approvals for all, Permit2 approve calls and Uniswap-style multicalls are named with their warnings', async () => {
    const forAll = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: attacker, data: encodeFunctionData({ abi: others, functionName: 'setApprovalForAll', args: [attacker, true] }) }]);
    expect(forAll.text).toContain('Approve all your tokens of this collection');
    expect(forAll.text).toMatch(/can take every token you hold of the collection/);
    const permit2 = encodeFunctionData({ abi: others, functionName: 'approve', args: [token, attacker, maxUint160, 2 ** 48 - 1] });
    const viaPermit2 = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: attacker, data: permit2 }]);
    expect(viaPermit2.text).toContain('Permit2: approve DEMO: unlimited');
    expect(viaPermit2.rows.Expires).toBe('never (no end date)');
    expect(viaPermit2.text).toMatch(/Unlimited approval/);
    const inner = encodeFunctionData({ abi: erc20, functionName: 'approve', args: [attacker, parseEther('3')] });
    const batched = await shownFor('eth_sendTransaction', [{ from: wallet.address, to: token, data: encodeFunctionData({ abi: others, functionName: 'multicall', args: [[inner]] }), gas: '0x30000' }]);
    expect(batched.text).toContain('Multicall: 1 call');
    expect(batched.text).toContain('Approve DEMO: 3 DEMO');
    expect(batched.text).not.toMatch(/Unlimited/);
  });

  it("an EIP-2612 Permit names its token from the verifying contract and warns of a far deadline; a chain id that is not this chain's is refused", async () => {
    const typedData = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }],
      },
      primaryType: 'Permit',
      domain: { name: 'Demo Token', version: '1', chainId: 31337, verifyingContract: token },
      message: { owner: wallet.address, spender: attacker, value: parseEther('7').toString(), nonce: '0', deadline: String(Math.floor(Date.now() / 1000) + 365 * 24 * 3600) },
    };
    const { text, rows } = await shownFor('eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)]);
    expect(text).toContain('Permit DEMO: 7 DEMO');
    expect(rows).toMatchObject({ Domain: 'Demo Token', Version: '1', 'Chain id': '31337', Spender: attacker });
    expect(text).toMatch(/This permit lasts until .* more than 30 days/);
    expect(text).not.toMatch(/not a contract/);
    const elsewhere = await wallet.request('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [wallet.address, JSON.stringify({ ...typedData, domain: { ...typedData.domain, chainId: 1 } })] });
    expect(elsewhere.payload).toMatchObject({ message: expect.stringMatching(/another chain/) });
  });

  it('wallet_sendCalls: every call decoded and the balance changes of all of them together', async () => {
    const pay = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [attacker, parseEther('1')] });
    const { text, rows } = await shownFor('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: wallet.address, calls: [{ to: token, data: pay }, { to: token, data: pay }, { to: attacker, value: '0x1' }] }]);
    expect(text.match(/Send 1 DEMO/g)).toHaveLength(2);
    expect(rows['Balance changes']).toBe('−2 DEMO, −0.000000000000000001 ETH');
  });
});
