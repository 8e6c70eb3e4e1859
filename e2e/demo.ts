// `npm run demo`: the local world (chains, our API server) plus examples/full with the Dev Wallet,
// for a person with no wallet extension. Runs until Ctrl-C (or SIGTERM), then stops every child.
import { parseArgs } from 'node:util';
import { EXAMPLE_CHAINS, startExampleWorld } from './world/example-world';
import { isPortFree } from './world/ports';

const { values } = parseArgs({ options: { example: { type: 'string', default: 'full' }, port: { type: 'string' } } });
const preferredPort = Number(values.port ?? process.env.DEMO_PORT ?? 4173);

console.log(`Starting the local world for examples/${values.example}…`);
const world = await startExampleWorld({
  example: values.example,
  // The usual port when free, so a bookmarked URL keeps working; any free port otherwise.
  appPort: (await isPortFree(preferredPort)) ? preferredPort : 0,
}).catch((error: Error) => {
  console.error(`\nThe demo could not start: ${error.message}`);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the app server, the API server and the chains…`);
  await world.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const account = world.wallet.account;
console.log(`
Chains (anvil, each account prefunded with 10000 ETH):
${EXAMPLE_CHAINS.map(({ chainId, port, name }) => `  ${name.padEnd(11)} chain ${String(chainId).padEnd(3)} http://127.0.0.1:${port}`).join('\n')}
Dev Wallet account: ${account}
${world.api ? `API server (wallet directory, token balances, analytics): ${world.api.server.url}\nDemo token: ${world.api.token.symbol} at ${world.api.token.address} on chain ${world.api.token.chainId}\n` : ''}
App: ${world.app.url}

Open it in a browser on this machine, click "Connect Wallet" and choose "Dev Wallet".
Then sign a message, send some ETH, or switch to OP Mainnet. Press Ctrl-C to stop.`);
