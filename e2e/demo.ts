// `npm run demo`: the local world (chains, the local SVM, our API server) plus examples/full with the Dev Wallet,
// for a person with no wallet extension. Runs until Ctrl-C (or SIGTERM), then stops every child.
// Binds the ports the example's config names (chains 8545/8546, API 8787; the SVM 8899 when free) unless told otherwise
// (0 picks free ones); the app is built for whichever ports the world got:
//   npm run demo -- --chain-port 9545 --api-port 9787 --port 5173
import { parseArgs } from 'node:util';
import { EXAMPLE_CHAINS, exampleChainName, isPortFree, LOCAL_SOLANA_CHAIN_ID, PortBusyError, readExampleConfig, startExampleWorld, usualPorts } from '@wallet-modal/testing';

const { values } = parseArgs({
  options: {
    example: { type: 'string', default: 'full' },
    port: { type: 'string' },
    'chain-port': { type: 'string' },
    'api-port': { type: 'string' },
    'svm-port': { type: 'string' },
    'secure-site-port': { type: 'string' },
    'mailbox-port': { type: 'string' },
  },
});

function portFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  console.error(`--${name} ${value} is not a port number (0-65535).`);
  process.exit(1);
}

const example = values.example;
const usual = usualPorts(example);
const chainPort = portFlag('chain-port', values['chain-port']);
// The chains take consecutive ports from --chain-port, like 8545 and 8546; 0 picks free ones.
const chainPorts = chainPort === undefined ? usual.chains : chainPort === 0 ? [] : EXAMPLE_CHAINS.map((_, index) => chainPort + index);
const apiPort = portFlag('api-port', values['api-port']) ?? usual.api;
const svmPortFlag = portFlag('svm-port', values['svm-port']);
const secureSitePort = portFlag('secure-site-port', values['secure-site-port']) ?? usual.secureSite;
const mailboxPort = portFlag('mailbox-port', values['mailbox-port']) ?? usual.mailbox;
const preferredPort = portFlag('port', values.port ?? process.env.DEMO_PORT) ?? 4173;

/** The first of start, start + 1000, … whose `count` consecutive ports are all free. */
async function freeRun(start: number, count: number): Promise<number> {
  for (let base = start; base + count <= 65535; base += 1000) {
    const free = await Promise.all(Array.from({ length: count }, (_, index) => isPortFree(base + index)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports from ${start}`);
}

/** Flags that would start the demo on free ports right now. */
async function otherPortsHint(): Promise<string> {
  const flags = [`--chain-port ${await freeRun((chainPorts[0] || usual.chains[0]!) + 1000, EXAMPLE_CHAINS.length)}`];
  if (usual.api !== undefined) flags.push(`--api-port ${await freeRun((apiPort || usual.api) + 1000, 1)}`);
  if (usual.secureSite !== undefined) flags.push(`--secure-site-port ${await freeRun((secureSitePort || usual.secureSite) + 1000, 1)}`);
  if (usual.mailbox !== undefined) flags.push(`--mailbox-port ${await freeRun((mailboxPort || usual.mailbox) + 1000, 1)}`);
  if (svmPortFlag) flags.push(`--svm-port ${await freeRun(svmPortFlag + 1000, 1)}`);
  return `npm run demo -- ${flags.join(' ')}`;
}

// EVM and Solana side by side: the example's networks plus the local SVM (as Solana Devnet), with a Dev Wallet for each.
const exampleNetworks = (readExampleConfig(example) as { networks: string[] }).networks;
const networks = exampleNetworks.includes(LOCAL_SOLANA_CHAIN_ID) ? exampleNetworks : [...exampleNetworks, LOCAL_SOLANA_CHAIN_ID];

console.log(`Starting the local world for examples/${example}…`);
const world = await startExampleWorld({
  example,
  config: { networks },
  chainPorts,
  apiPort,
  // The usual SVM port when free (a Solana config naming it keeps working); any free port otherwise.
  svmPort: svmPortFlag ?? ((await isPortFree(usual.svm)) ? usual.svm : 0),
  secureSitePort,
  mailboxPort,
  // Buy works offline: a local stand-in of an on-ramp provider (free port) behind the API server.
  onramp: true,
  // The embedded wallet's smart account works offline: EntryPoint v0.8, Simple7702Account (EIP-7702) and the alto bundler on chain 1.
  smartAccounts: true,
  // The usual port when free, so a bookmarked URL keeps working; any free port otherwise.
  appPort: (await isPortFree(preferredPort)) ? preferredPort : 0,
}).catch(async (error: Error) => {
  console.error(`\nThe demo could not start: ${error.message}`);
  if (error instanceof PortBusyError) console.error(`Stop that program, or start the demo on other ports: ${await otherPortsHint()}`);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the app server, the API server, the SVM and the chains…`);
  await world.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const account = world.wallet.account;
console.log(`
Chains (anvil, each account prefunded with 10000 ETH):
${world.chains.map((chain) => `  ${exampleChainName(chain.chainId).padEnd(12)} chain ${String(chain.chainId).padEnd(5)} ${chain.url}`).join('\n')}
Dev Wallet account: ${account}
Solana (local SVM, ${world.solana.chainId}): ${world.solana.url}
  Dev accounts (100 SOL each): ${world.solana.accounts.map((solanaAccount) => solanaAccount.address).join(', ')}
  Test tokens (1,000 each): ${Object.values(world.solana.mints).map((mint) => `${mint.symbol} (${mint.program}) ${mint.address}`).join(', ')}
${world.api ? `API server (wallet directory, token balances, analytics): ${world.api.server.url}\nDemo token: ${world.api.token.symbol} at ${world.api.token.address} on chain ${world.api.token.chainId}\nSwaps (Uniswap V2 + V3 on chain ${world.api.swap.chainId}, every dev account holds 10,000 of each): USDC at ${world.api.swap.tokens.usdc.address}, DAI at ${world.api.swap.tokens.dai.address}\n` : ''}${world.onramp ? `On-ramp provider stand-in (Buy, on Ethereum: its page's Pay button sends the ETH and completes the purchase): ${world.onramp.widgetUrl}\n` : ''}${world.mail && world.api?.secureSiteUrl ? `Embedded wallet secure site: ${world.api.secureSiteUrl}\nMailbox (sign-in codes and device links): ${world.mail.httpUrl}\n` : ''}${world.bundler ? `ERC-4337 bundler (alto, smart accounts of the embedded wallet on chain ${world.chains[0]!.chainId}): ${world.bundler.url}, EntryPoint ${world.bundler.entryPoint}\n` : ''}
App: ${world.app.url}

Open it in a browser on this machine, click "Connect Wallet" and choose "Dev Wallet"${world.mail ? ',\nor type any e-mail address and read the mail in the mailbox above' : ''}.
Then sign a message, send some ETH, or switch to Base Sepolia (a second local chain under its real id) or Solana Devnet (the local SVM). Press Ctrl-C to stop.`);
