// Checks a Sign In With Farcaster answer: the SIWE message is the one this channel asked for (domain, URI,
// nonce, chain 10, "Farcaster Auth", the FID's resource, in its validity window) and is signed by the FID's
// custody address as the IdRegistry on OP Mainnet states it (an ERC-1271 custody contract is checked too).
import { createPublicClient, http, isAddressEqual, parseAbi, zeroAddress, type Address, type Hex, type PublicClient } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { ApiError } from '../../errors.js';
import type { Channel } from './channels.js';
import type { FarcasterConfig } from './config.js';

const idRegistryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)']);
/** Sign In With Farcaster's fixed parts (FIP-11). */
const SIWF_STATEMENT = 'Farcaster Auth';
const OP_MAINNET = 10;

export type VerifiedSignIn = { fid: number; custody: Address };

/** Reads custodyOf and checks signatures on the configured OP Mainnet RPC. */
export class FarcasterVerifier {
  private readonly client: PublicClient;
  private chainChecked = false;
  constructor(private readonly config: FarcasterConfig & { rpcUrl: string }) {
    this.client = createPublicClient({ transport: http(config.rpcUrl, { timeout: 10_000, retryCount: 1 }) });
  }

  /** @example const { fid } = await verifier.verify(channel); // FARCASTER_MESSAGE_INVALID when anything differs */
  async verify(channel: Channel, now = new Date()): Promise<VerifiedSignIn> {
    const answer = channel.answer;
    if (!answer) throw new ApiError('SOCIAL_NOT_FINISHED', 'the Farcaster app has not answered this channel yet');
    const invalid = (why: string) => new ApiError('FARCASTER_MESSAGE_INVALID', why);
    const m = parseSiweMessage(answer.message);
    if (m.domain !== channel.domain) throw invalid(`domain ${m.domain} is not ${channel.domain}`);
    if (m.nonce !== channel.nonce) throw invalid('the nonce is not the one this channel issued');
    if (m.uri !== channel.siweUri) throw invalid('the URI is not the one this channel asked for');
    if (m.chainId !== OP_MAINNET || m.version !== '1' || m.statement !== SIWF_STATEMENT) throw invalid('not a Sign In With Farcaster message');
    if (m.resources?.length !== 1 || m.resources[0] !== `farcaster://fid/${answer.fid}`) throw invalid(`the message does not name fid ${answer.fid}`);
    if (channel.expirationTime && m.expirationTime?.getTime() !== new Date(channel.expirationTime).getTime()) throw invalid('the expiration time differs from the request');
    if (!m.address || !validateSiweMessage({ message: m, domain: channel.domain, nonce: channel.nonce, time: now })) throw invalid('expired or not yet valid');
    let custody: Address;
    let valid: boolean;
    try {
      // A misconfigured RPC (another chain) must not decide who owns an FID.
      if (!this.chainChecked) {
        const id = await this.client.getChainId();
        if (id !== OP_MAINNET) throw new ApiError('UPSTREAM_FAILED', `embedded.farcaster.rpcUrl serves chain ${id}, not OP Mainnet (10)`);
        this.chainChecked = true;
      }
      custody = await this.client.readContract({ address: this.config.idRegistry as Address, abi: idRegistryAbi, functionName: 'custodyOf', args: [BigInt(answer.fid)] });
      if (isAddressEqual(custody, zeroAddress)) throw invalid(`fid ${answer.fid} is not registered`);
      if (!isAddressEqual(m.address, custody)) throw invalid(`the message's address is not the custody address of fid ${answer.fid}`);
      valid = await this.client.verifyMessage({ address: custody, message: answer.message, signature: answer.signature as Hex });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError('UPSTREAM_FAILED', 'the OP Mainnet RPC did not answer the IdRegistry lookup', { cause: error });
    }
    if (!valid) throw invalid(`not signed by the custody address of fid ${answer.fid}`);
    return { fid: answer.fid, custody };
  }
}
