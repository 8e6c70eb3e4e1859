// The Solana key of the embedded wallet: SLIP-0010 ed25519 derivation (checked against SLIP-0010's
// published test vectors) at m/44'/501'/0'/0' of the BIP-39 seed, and its address.
import { ed25519 } from '@noble/curves/ed25519';
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit';
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { decodeBase58, encodeBase58 } from '@wallet-modal/schema/embedded';
import { english } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { deriveSlip10, SOLANA_DERIVATION_PATH, withAccount, withSolanaKey } from './account.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'hex'));

// https://github.com/satoshilabs/slips/blob/master/slip-0010.md, "Test vector 1 for ed25519" and "2".
const VECTORS = [
  {
    seed: '000102030405060708090a0b0c0d0e0f',
    chains: [
      ['m', '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb', '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7', 'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed'],
      ["m/0'", '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69', '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3', '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c'],
      ["m/0'/1'", 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14', 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2', '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187'],
      ["m/0'/1'/2'", '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c', '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9', 'ae98736566d30ed0e9d2f4486a64bc95740d89c7db33f52121f8ea8f76ff0fc1'],
      ["m/0'/1'/2'/2'", '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc', '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662', '8abae2d66361c879b900d204ad2cc4984fa2aa344dd7ddc46007329ac76c429c'],
      ["m/0'/1'/2'/2'/1000000000'", '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230', '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793', '3c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a'],
    ],
  },
  {
    seed: 'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542',
    chains: [
      ['m', 'ef70a74db9c3a5af931b5fe73ed8e1a53464133654fd55e7a66f8570b8e33c3b', '171cb88b1b3c1db25add599712e36245d75bc65a1a5c9e18d76f9f2b1eab4012', '8fe9693f8fa62a4305a140b9764c5ee01e455963744fe18204b4fb948249308a'],
      ["m/0'", '0b78a3226f915c082bf118f83618a618ab6dec793752624cbeb622acb562862d', '1559eb2bbec5790b0c65d8693e4d0875b1747f4970ae8b650486ed7470845635', undefined],
      ["m/0'/2147483647'", '138f0b2551bcafeca6ff2aa88ba8ed0ed8de070841f0c4ef0165df8181eaad7f', 'ea4f5bfe8694d8bb74b7b59404632fd5968b774ed545e810de9c32a4fb4192f4', undefined],
      ["m/0'/2147483647'/1'", '73bd9fff1cfbde33a1b846c27085f711c0fe2d66fd32e139d3ebc28e5a4a6b90', '3757c7577170179c7868353ada796c839135b3d30554bbb74a4b1e4a5a58505c', undefined],
      ["m/0'/2147483647'/1'/2147483646'", '0902fe8a29f9140480a00ef244bd183e8a13288e4412d8389d140aac1794825a', '5837736c89570de861ebc173b1086da4f505d4adb387c6a1b1342d5e4ac9ec72', undefined],
      ["m/0'/2147483647'/1'/2147483646'/2'", '5d70af781f3a37b829f0d060924d5e960bdc02e85423494afc0b1a41bbe196d4', '551d333177df541ad876a60ea71f00447931c0a9da16f227c11ea080d7391b8d', undefined],
    ],
  },
] as const;

describe('the Solana key (SLIP-0010 ed25519 at m/44\'/501\'/0\'/0\')', () => {
  it('SLIP-0010 derivation gives the published ed25519 test vectors', () => {
    for (const vector of VECTORS) {
      for (const [path, chainCode, privateKey, publicKey] of vector.chains) {
        const key = deriveSlip10(bytes(vector.seed), path);
        expect({ path, chainCode: hex(key.chainCode), privateKey: hex(key.privateKey) }).toEqual({ path, chainCode, privateKey });
        if (publicKey) expect(hex(ed25519.getPublicKey(key.privateKey))).toBe(publicKey);
      }
    }
  });

  it('refuses a non-hardened index (ed25519 has none)', () => {
    expect(() => deriveSlip10(bytes(VECTORS[0].seed), "m/44'/501'/0")).toThrow(/hardened indices only/);
  });

  it("the address is the base58 public key of the key at m/44'/501'/0'/0' of the wallet's BIP-39 seed", async () => {
    const entropy = new Uint8Array(16).fill(7);
    const seed = mnemonicToSeedSync(entropyToMnemonic(entropy, english));
    const expected = ed25519.getPublicKey(deriveSlip10(seed, SOLANA_DERIVATION_PATH).privateKey);
    const { address, publicKey, signature } = await withSolanaKey(entropy.slice(), async (key) => ({ address: key.address, publicKey: key.publicKey, signature: key.sign(new Uint8Array([1, 2, 3])) }));
    expect(hex(publicKey)).toBe(hex(expected));
    expect(address).toBe(encodeBase58(expected));
    expect(decodeBase58(address)).toEqual(expected);
    // An independent implementation (@solana/kit) spells the same key as the same address.
    const pair = await createKeyPairFromPrivateKeyBytes(deriveSlip10(seed, SOLANA_DERIVATION_PATH).privateKey);
    expect(await getAddressFromPublicKey(pair.publicKey)).toBe(address);
    expect(ed25519.verify(signature, new Uint8Array([1, 2, 3]), decodeBase58(address))).toBe(true);
  });

  it('the EVM and the Solana accounts come from the same secret, and the entropy is wiped after use', async () => {
    const entropy = new Uint8Array(16).fill(9);
    const evm = await withAccount(entropy.slice(), async (account) => account.address);
    const copy = entropy.slice();
    const solana = await withSolanaKey(copy, async (key) => key.address);
    expect(copy.every((byte) => byte === 0)).toBe(true);
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await withSolanaKey(entropy.slice(), async (key) => key.address)).toBe(solana);
  });
});

describe('base58', () => {
  it('spells known Solana keys: 32 zero bytes are the System Program, and the Token Program id', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111');
    expect(hex(decodeBase58('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'))).toBe('06ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a9');
    expect(encodeBase58(bytes('06ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a9'))).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    expect(() => decodeBase58('0OIl')).toThrow(/base58/);
  });

  it('round-trips any bytes, leading zeros included', () => {
    for (const length of [0, 1, 2, 31, 32, 64, 100]) {
      for (let round = 0; round < 20; round++) {
        const value = crypto.getRandomValues(new Uint8Array(length));
        if (round % 3 === 0 && length > 2) value.fill(0, 0, 2);
        expect(decodeBase58(encodeBase58(value))).toEqual(value);
      }
    }
  });
});
