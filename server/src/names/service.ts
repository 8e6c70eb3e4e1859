// The operator's name registry (spec §7 /v1/profile/*): a name (label of 4+ letters, digits or hyphens
// plus the registry's suffix) names an owner's address per ENSIP-11 coin type. Registrations are signed
// by the owner (EOA, ERC-1271 or ERC-6492 through viem's verifyMessage on the coin type's chain) with a
// fresh timestamp; a name is taken by its first owner, who alone may update it.
import { NAME_LABEL } from '@wallet-modal/schema/defaults';
import { profileMessage, type NameSuggestions, type Profile, type ProfileRegisterBody } from '@wallet-modal/schema/wire';
import { getAddress, verifyMessage, type Address, type Hex } from 'viem';
import type { ChainRegistry } from '../chains/registry.js';
import type { Config } from '../config/schema.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../errors.js';

const ETHEREUM_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x8000_0000;
const MAX_SUGGESTIONS = 5;

type NameRow = { name: string; attributes: Record<string, string> | string; registered_at: string | number; updated_at: string | number };
type AddressRow = { name: string; coin_type: string | number; address: string; created_at: string | number };

/**
 * The CAIP-2 chain of an ENSIP-11 EVM coin type: 60 is Ethereum, 0x80000000 | id any other EVM chain.
 * @example
 * chainOfCoinType(60); // 'eip155:1'
 * chainOfCoinType(0x8000000a); // 'eip155:10'
 */
export function chainOfCoinType(coinType: number): string {
  if (coinType === ETHEREUM_COIN_TYPE) return 'eip155:1';
  const chainId = coinType - EVM_COIN_TYPE_FLAG;
  if (coinType < EVM_COIN_TYPE_FLAG || chainId <= 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new ApiError('INVALID_PARAMS', `coin_type ${coinType} is not an EVM coin type (60, or 0x80000000 | chainId with a chain id below 2^31, ENSIP-11)`);
  }
  return `eip155:${chainId}`;
}

export class NameService {
  constructor(
    private readonly deps: { db: Database; config: Config['names']; chains: ChainRegistry },
    private readonly now: () => number = Date.now,
  ) {}

  /** `label.suffix` lower-cased, or a NAME_INVALID that says what a name must look like. */
  normalize(input: string, { legacy = false } = {}): string {
    const name = input.trim().toLowerCase();
    const suffixes = legacy ? [this.deps.config.suffix, ...this.deps.config.legacySuffixes] : [this.deps.config.suffix];
    const suffix = suffixes.find((candidate) => name.endsWith(`.${candidate}`));
    const label = suffix ? name.slice(0, -suffix.length - 1) : undefined;
    if (!label || !NAME_LABEL.test(label)) {
      throw new ApiError('NAME_INVALID', `${JSON.stringify(input.slice(0, 80))}: a name is at least 4 letters, digits or hyphens followed by .${this.deps.config.suffix}`);
    }
    return name;
  }

  async register(body: ProfileRegisterBody): Promise<Profile> {
    let json: unknown;
    try {
      json = JSON.parse(body.message);
    } catch {
      json = undefined;
    }
    const parsed = profileMessage.safeParse(json);
    if (!parsed.success) throw new ApiError('INVALID_BODY', 'message: must be the JSON { name, attributes?, timestamp } the owner signed');
    const { attributes = {}, timestamp } = parsed.data;
    const name = this.normalize(parsed.data.name);
    const caip2 = chainOfCoinType(body.coin_type);
    const now = this.now();
    const age = Math.round(now / 1000 - timestamp);
    if (Math.abs(age) > this.deps.config.maxMessageAgeSeconds) {
      throw new ApiError('PROFILE_SIGNATURE_INVALID', `the message's timestamp is ${age} s from the server's clock (at most ${this.deps.config.maxMessageAgeSeconds} s): sign a new one`);
    }
    const address = getAddress(body.address.toLowerCase()) as Address;
    const chain = this.deps.chains.get(caip2);
    const check = { address, message: body.message, signature: body.signature as Hex };
    // On a chain this server reads, contract accounts verify too (ERC-1271, ERC-6492); elsewhere only keys.
    const valid = await (chain ? chain.client.verifyMessage(check) : verifyMessage(check)).catch((error: unknown) => {
      throw new ApiError('UPSTREAM_FAILED', `the signature could not be checked on ${caip2}`, { cause: error });
    });
    if (!valid) throw new ApiError('PROFILE_SIGNATURE_INVALID', `it is not ${address}'s signature of the message`);
    await this.deps.db.transaction(async (tx) => {
      const owners = await tx.query<AddressRow>('select * from profile_addresses where name = $1 for update', [name]);
      if (owners.length > 0 && !owners.some((row) => row.address.toLowerCase() === address.toLowerCase())) {
        throw new ApiError('NAME_TAKEN', `${name} belongs to another address`);
      }
      await tx.query(
        `insert into profile_names (name, attributes, registered_at, updated_at) values ($1, $2, $3, $3)
         on conflict (name) do update set attributes = excluded.attributes, updated_at = excluded.updated_at`,
        [name, JSON.stringify(attributes), now],
      );
      await tx.query(
        `insert into profile_addresses (name, coin_type, address, created_at) values ($1, $2, $3, $4)
         on conflict (name, coin_type) do update set address = excluded.address`,
        [name, body.coin_type, address, now],
      );
    });
    return (await this.lookup(name))!;
  }

  /** The profile of `name` (its own suffix or a legacy one), or undefined. */
  async lookup(input: string): Promise<Profile | undefined> {
    const name = this.normalize(input, { legacy: true });
    const [row] = await this.deps.db.query<NameRow>('select * from profile_names where name = $1', [name]);
    if (!row) return undefined;
    return this.profile(row, await this.deps.db.query<AddressRow>('select * from profile_addresses where name = $1 order by coin_type', [name]));
  }

  /** Every profile naming `address`, newest first. */
  async reverse(address: string): Promise<Profile[]> {
    const rows = await this.deps.db.query<NameRow>(
      `select distinct n.* from profile_names n join profile_addresses a on a.name = n.name
       where lower(a.address) = lower($1) order by n.registered_at desc`,
      [address],
    );
    return Promise.all(rows.map(async (row) => this.profile(row, await this.deps.db.query<AddressRow>('select * from profile_addresses where name = $1 order by coin_type', [row.name]))));
  }

  /** The name asked for and nearby free ones, each with whether it is taken. */
  async suggestions(input: string): Promise<NameSuggestions> {
    const base = input.trim().toLowerCase().replace(new RegExp(`\\.${this.deps.config.suffix.replace(/\./g, '\\.')}$`), '').replace(/[^a-z0-9-]/g, '');
    if (!NAME_LABEL.test(base)) {
      throw new ApiError('NAME_INVALID', `${JSON.stringify(input.slice(0, 80))}: a name is at least 4 letters, digits or hyphens`);
    }
    const labels = [base, `${base}-wallet`, `${base}-eth`, ...[1, 2, 3, 7, 42].map((n) => `${base}${n}`)];
    const names = labels.map((label) => `${label}.${this.deps.config.suffix}`);
    const taken = new Set((await this.deps.db.query<{ name: string }>('select name from profile_names where name = any($1)', [names])).map((row) => row.name));
    const [asked, ...others] = names.map((name) => ({ name, registered: taken.has(name) }));
    return { suggestions: [asked!, ...others.filter((entry) => !entry.registered).slice(0, MAX_SUGGESTIONS - 1)] };
  }

  private profile(row: NameRow, addresses: AddressRow[]): Profile {
    return {
      name: row.name,
      registered: Number(row.registered_at),
      updated: Number(row.updated_at),
      addresses: Object.fromEntries(addresses.map((entry) => [String(entry.coin_type), { address: entry.address, created: Number(entry.created_at) }])),
      attributes: typeof row.attributes === 'string' ? (JSON.parse(row.attributes) as Record<string, string>) : row.attributes,
    };
  }
}
