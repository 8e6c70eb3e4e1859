// An Esplora-compatible HTTP API on loopback (the API mempool.space and Blockstream serve), answering
// from real transactions (bitcoin-ledger.ts): Bitcoin at /api, Bitcoin Testnet at /testnet/api, each
// with the Bitcoin Dev Wallet's accounts funded. What our server's bip122 balances read.
import { createServer, type ServerResponse } from 'node:http';
import * as bitcoin from 'bitcoinjs-lib';
import { BitcoinLedger, type BitcoinNetworkName } from './bitcoin-ledger';

export type Esplora = {
  /** The API base URL of each network, e.g. http://127.0.0.1:<port>/api. */
  urls: Record<BitcoinNetworkName, string>;
  ledgers: Record<BitcoinNetworkName, BitcoinLedger>;
  /** Every request as `METHOD path`, in order. */
  requests: string[];
  /** From now on answer every request 503 ('unavailable', an outage) or with JSON Esplora never sends ('malformed'); undefined: normally again. */
  setFault: (fault: EsploraFault | undefined) => void;
  stop: () => Promise<void>;
};

/** Fee rates (sat/vB) by confirmation target in blocks, as GET /fee-estimates answers them. */
const FEE_ESTIMATES = { '1': 21.4, '2': 18.2, '3': 15.0, '6': 9.8, '12': 6.1, '144': 1.0, '504': 1.0, '1008': 1.0 };

export type EsploraFault = 'unavailable' | 'malformed';

const PREFIXES: Record<BitcoinNetworkName, string> = { mainnet: '/api', testnet: '/testnet/api' };

/**
 * @example
 * const esplora = await startEsplora();
 * await fetch(`${esplora.urls.mainnet}/address/bc1q…`); // { chain_stats, mempool_stats, … }
 * await esplora.stop();
 */
export async function startEsplora({ port = 0 }: { port?: number } = {}): Promise<Esplora> {
  const ledgers = { mainnet: new BitcoinLedger('mainnet'), testnet: new BitcoinLedger('testnet') };
  for (const ledger of Object.values(ledgers)) ledger.fundDevAccounts();
  const requests: string[] = [];
  let fault: EsploraFault | undefined;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(`${request.method} ${path}`);
    if (fault === 'unavailable') return send(response, 503, 'text/plain', 'Service Unavailable');
    if (fault === 'malformed') return json(response, { chain_stats: { funded_txo_sum: 'lots' } });
    if (request.method !== 'GET') return send(response, 405, 'text/plain', 'Method Not Allowed');
    const name = (Object.keys(PREFIXES) as BitcoinNetworkName[]).find((candidate) => path.startsWith(`${PREFIXES[candidate]}/`));
    if (!name) return send(response, 404, 'text/plain', 'Not Found');
    answer(ledgers[name], path.slice(PREFIXES[name].length), response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    urls: { mainnet: `${base}${PREFIXES.mainnet}`, testnet: `${base}${PREFIXES.testnet}` },
    ledgers,
    requests,
    setFault: (value) => void (fault = value),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One Esplora route of one network; `path` is below the network's prefix. */
function answer(ledger: BitcoinLedger, path: string, response: ServerResponse): void {
  const [, resource, id, detail, ...rest] = path.split('/').map(decodeURIComponent);
  if (resource === 'address' && id && rest.length === 0) {
    // Esplora refuses what does not decode as an address of its network, with a plain-text 400.
    try {
      bitcoin.address.toOutputScript(id, ledger.network);
    } catch {
      return send(response, 400, 'text/plain', 'Invalid Bitcoin address');
    }
    if (detail === undefined) {
      const { chain, mempool } = ledger.stats(id);
      return json(response, { address: id, chain_stats: chain, mempool_stats: mempool });
    }
    if (detail === 'utxo') return json(response, ledger.utxos(id));
  }
  if (resource === 'tx' && id && rest.length === 0) {
    const hex = ledger.hex(id);
    if (!hex) return send(response, 404, 'text/plain', 'Transaction not found');
    if (detail === 'hex') return send(response, 200, 'text/plain', hex);
    if (detail === 'status') return json(response, ledger.status(id));
  }
  if (path === '/blocks/tip/height') return send(response, 200, 'text/plain', String(ledger.tipHeight));
  if (path === '/blocks/tip/hash') return send(response, 200, 'text/plain', ledger.blocks.at(-1)?.hash ?? '');
  if (path === '/fee-estimates') return json(response, FEE_ESTIMATES);
  send(response, 404, 'text/plain', 'Not Found');
}

function json(response: ServerResponse, body: unknown): void {
  send(response, 200, 'application/json', JSON.stringify(body));
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  response.end(body);
}
