// A loopback stand-in for an on-ramp provider in Coinbase Onramp's style: every API call must carry
// an ES256 JWT signed with the operator's API key (kid and sub the key name, iss 'cdp', uri naming the
// call, unexpired, nonce used once), checked here with node:crypto against the key's public half. The
// session-token endpoint issues a single-use token for the destination wallets; the buy page accepts
// only such a token; the transactions endpoint tells how a purchase (by partnerUserId) goes.
import { generateKeyPairSync, randomBytes, randomUUID, verify as verifySignature, type KeyObject } from 'node:crypto';
import { buyPage, standInQuote, standInServer, type StandInMode, type StandInRequest } from './onramp-provider';

export type SessionTokenStandIn = {
  url: string;
  widgetUrl: string;
  /** The provider entry for our server's config (`onramp.providers`). */
  config: { type: 'session-token'; id: string; name: string; apiUrl: string; widgetUrl: string; keyName: string; privateKey: string };
  requests: StandInRequest[];
  /** API calls refused, with why (a JWT that did not verify, a reused nonce, …). */
  refused: string[];
  /** Session tokens issued, with the wallets they are for and whether the buy page used them. */
  tokens: Map<string, { addresses: { address: string; blockchains: string[] }[]; used: boolean; expiresAt: number }>;
  /** Whether the buy page's URL carries a token this provider issued and has not seen used. */
  verify(url: string): boolean;
  setMode(mode: StandInMode): void;
  /** Sets how the purchase made under `partnerUserId` goes (as the provider's transactions API will say). */
  settle(partnerUserId: string, update: { status: 'completed' | 'failed'; cryptoAmount?: string; txHash?: string }): void;
  stop(): Promise<void>;
};

type Transaction = { status: string; transaction_id: string; purchase_amount: { value: string; currency: string }; tx_hash?: string };

const NETWORKS = [
  { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
  { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
  { name: 'optimism', display_name: 'Optimism', chain_id: '10', contract_address: '' },
];
const OPTIONS = {
  payment_currencies: [
    { id: 'USD', limits: [{ id: 'CARD', min: '5', max: '2500' }, { id: 'ACH_BANK_ACCOUNT', min: '10', max: '20000' }] },
    { id: 'EUR', limits: [{ id: 'CARD', min: '5', max: '2000' }] },
  ],
  purchase_currencies: [
    { id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4', name: 'Ethereum', symbol: 'ETH', networks: NETWORKS },
    { id: '2b92315d-eab7-5bef-84fa-089a131333f5', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }] },
    { id: '4f039497-3af8-5bb3-951c-6df9afa9be1c', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }] },
    { id: '5b71fc48-3dd3-540c-809b-f8c94d0e68b5', name: 'Bitcoin', symbol: 'BTC', networks: [{ name: 'bitcoin', display_name: 'Bitcoin', chain_id: '', contract_address: '' }] },
  ],
};
/** This stand-in takes 1% and a 1.00 network fee, and prices 0.4% above the other: its quotes buy less. */
const FEE_PERCENT = 1;
const NETWORK_FEE = 1;
const PRICE_MARKUP = 0.004;
const TOKEN_TTL_MS = 5 * 60_000;

/**
 * @example
 * const coinbase = await startSessionTokenProvider({ id: 'coinbase' });
 * await startTestServer({ onramp: { providers: [coinbase.config] } });
 */
export async function startSessionTokenProvider({ id = 'coinbase', name = 'Coinbase (stand-in)' }: { id?: string; name?: string } = {}): Promise<SessionTokenStandIn> {
  const keyName = `organizations/${randomUUID()}/apiKeys/${randomUUID()}`;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const requests: StandInRequest[] = [];
  const refused: string[] = [];
  const tokens: SessionTokenStandIn['tokens'] = new Map();
  const transactions = new Map<string, Transaction>();
  const nonces = new Set<string>();
  let mode: StandInMode = 'ok';
  let host = '';

  const authorised = (request: StandInRequest): string | undefined => {
    const problem = checkJwt(String(request.headers.authorization ?? ''), { publicKey, keyName, uri: `${request.method} ${host}${request.path}`, nonces });
    if (problem) refused.push(`${request.method} ${request.path}: ${problem}`);
    return problem;
  };

  const verify = (url: string) => {
    const token = new URL(url).searchParams.get('sessionToken');
    const issued = token ? tokens.get(token) : undefined;
    return Boolean(issued && !issued.used && issued.expiresAt > Date.now());
  };

  const server = await standInServer(
    (request) => {
      requests.push(request);
      if (request.path === '/buy/select-asset') {
        const token = request.query.sessionToken ?? '';
        if (!verify(`http://stand-in${request.rawUrl}`)) return { status: 401, html: buyPage(`${name}: session token invalid`, { session: 'invalid' }) };
        tokens.get(token)!.used = true;
        const partnerUserId = request.query.partnerUserId ?? '';
        transactions.set(partnerUserId, { status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', transaction_id: randomUUID(), purchase_amount: { value: request.query.presetCryptoAmount ?? '0', currency: request.query.defaultAsset ?? '' } });
        return { status: 200, html: buyPage(`${name}: buy ${request.query.defaultAsset ?? ''}`, { session: 'verified', defaultNetwork: request.query.defaultNetwork ?? '', presetFiatAmount: request.query.presetFiatAmount ?? '', partnerUserId }) };
      }
      const problem = authorised(request);
      if (problem) return { status: 401, body: { message: problem } };
      if (request.method === 'GET' && request.path === '/onramp/v1/buy/options') {
        return request.query.country === 'US' ? { status: 200, body: OPTIONS } : { status: 400, body: { message: 'country must be US here' } };
      }
      if (request.method === 'POST' && request.path === '/onramp/v1/buy/quote') {
        const body = JSON.parse(request.body) as { purchase_currency: string; purchase_network: string; payment_amount: string; payment_currency: string; payment_method: string };
        const currency = OPTIONS.purchase_currencies.find((c) => c.id === body.purchase_currency);
        const limit = OPTIONS.payment_currencies.find((c) => c.id === body.payment_currency)?.limits.find((l) => l.id === body.payment_method);
        const total = Number(body.payment_amount);
        if (!currency?.networks.some((n) => n.name === body.purchase_network)) return { status: 400, body: { message: 'purchase currency or network not supported' } };
        if (!limit || total < Number(limit.min) || total > Number(limit.max)) return { status: 400, body: { message: 'payment amount outside the limits' } };
        const answer = standInQuote({ symbol: currency.symbol, fiat: body.payment_currency, total, feePercent: FEE_PERCENT, networkFee: NETWORK_FEE, priceMarkup: PRICE_MARKUP })!;
        const fiat = (value: number) => ({ value: value.toFixed(2), currency: body.payment_currency });
        return {
          status: 200,
          body: { coinbase_fee: fiat(answer.fee), network_fee: fiat(answer.networkFee), payment_subtotal: fiat(answer.subtotal), payment_total: fiat(total), purchase_amount: { value: String(answer.crypto), currency: currency.symbol }, quote_id: randomUUID() },
        };
      }
      if (request.method === 'POST' && request.path === '/onramp/v1/token') {
        const body = JSON.parse(request.body) as { addresses?: { address: string; blockchains: string[] }[] };
        if (!body.addresses?.length) return { status: 400, body: { message: 'addresses are required' } };
        const token = randomBytes(24).toString('base64url');
        tokens.set(token, { addresses: body.addresses, used: false, expiresAt: Date.now() + TOKEN_TTL_MS });
        return { status: 200, body: { token, channel_id: '' } };
      }
      const user = /^\/onramp\/v1\/buy\/user\/([^/]+)\/transactions$/.exec(request.path);
      if (request.method === 'GET' && user) {
        const transaction = transactions.get(decodeURIComponent(user[1]!));
        return { status: 200, body: { transactions: transaction ? [transaction] : [], next_page_key: '', total_count: transaction ? '1' : '0' } };
      }
      return { status: 404, body: { message: 'not found' } };
    },
    () => mode,
    (path) => path.startsWith('/onramp/'),
  );
  host = new URL(server.url).host;

  return {
    url: server.url,
    widgetUrl: server.url,
    config: { type: 'session-token', id, name, apiUrl: server.url, widgetUrl: server.url, keyName, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    requests,
    refused,
    tokens,
    verify,
    setMode: (next) => void (mode = next),
    settle: (partnerUserId, update) => {
      const transaction = transactions.get(partnerUserId);
      if (!transaction) throw new Error(`no purchase was started on the buy page with partnerUserId ${partnerUserId}`);
      transaction.status = update.status === 'completed' ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : 'ONRAMP_TRANSACTION_STATUS_FAILED';
      if (update.cryptoAmount) transaction.purchase_amount.value = update.cryptoAmount;
      if (update.txHash) transaction.tx_hash = update.txHash;
    },
    stop: server.stop,
  };
}

/** Why `authorization` is not a valid bearer JWT for this call; undefined when it is. */
function checkJwt(authorization: string, p: { publicKey: KeyObject; keyName: string; uri: string; nonces: Set<string> }): string | undefined {
  const match = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization);
  if (!match) return 'no bearer JWT';
  const [, head, body, signature] = match as unknown as [string, string, string, string];
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  const header = decode(head);
  const claims = decode(body);
  if (header.alg !== 'ES256' || header.kid !== p.keyName) return 'not an ES256 JWT of this API key';
  const valid = verifySignature('sha256', Buffer.from(`${head}.${body}`), { key: p.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) return 'signature does not verify with the API key';
  const now = Math.floor(Date.now() / 1000);
  if (claims.iss !== 'cdp' || claims.sub !== p.keyName) return 'wrong iss or sub';
  if (typeof claims.nbf !== 'number' || typeof claims.exp !== 'number' || claims.nbf > now + 5 || claims.exp < now || claims.exp - claims.nbf > 300) return 'not valid now';
  if (claims.uri !== p.uri) return `uri ${String(claims.uri)} is not ${p.uri}`;
  const nonce = String(header.nonce ?? '');
  if (!nonce || p.nonces.has(nonce)) return 'nonce missing or reused';
  p.nonces.add(nonce);
  return undefined;
}
