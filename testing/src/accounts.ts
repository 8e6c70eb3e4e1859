// The accounts anvil prefunds from its standard test mnemonic ("test test … junk").
// Fixed and public: use them only on local chains.
export type DevAccount = { address: `0x${string}`; privateKey: `0x${string}` };

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
  { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' },
  { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' },
  { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6' },
  { address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a' },
  { address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba' },
  { address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9', privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e' },
  { address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356' },
  { address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97' },
  { address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' },
];

/** A dev Solana account: `seed` is the ed25519 private key (32 bytes, hex without 0x), `address` its base58 public key. */
export type DevSolanaAccount = { address: string; seed: string };

// Two fixed Solana accounts the world funds (100 SOL and its test tokens), from sha256 of
// 'create-wallet-modal dev solana account <n>'. Public: use them only on the local SVM.
// Sign with @solana/kit: createKeyPairSignerFromPrivateKeyBytes(Buffer.from(seed, 'hex')).
export const DEV_SOLANA_ACCOUNTS: readonly DevSolanaAccount[] = [
  { address: '8yCimqNvDSSh8WR2E9FJEC6UcWBj3CksFByzdAUj2hrz', seed: '931aee8e32b771e960bf50eb8785493add8ed2f349fd34c8fc84d7e3fd3052f2' },
  { address: '9bjBqPVwQmu76sErxS76HwHhZxKiRZuVdhd1Wo2kHqAx', seed: 'f33e1c37f40b0b01e75e8faad8ae28efd500b9907b99802e5a6a7498a0f71252' },
];

// The Bitcoin Dev Wallet's keys (testing/src/bitcoin-dev-wallet): a P2WPKH payment and a P2TR ordinals
// account on mainnet and testnet; each private key is sha256("wallet-modal dev bitcoin <purpose>").
// Fixed and public: funded only by the local Esplora fixture (testing/src/esplora.ts).
export type DevBitcoinAccount = {
  purpose: 'payment' | 'ordinals';
  network: 'mainnet' | 'testnet';
  /** The private key, wallet import format. */
  wif: string;
  /** The compressed public key, hex (a P2TR account's x-only key is its last 32 bytes). */
  publicKey: string;
  address: string;
};

export const DEV_BITCOIN_ACCOUNTS: readonly DevBitcoinAccount[] = [
  { purpose: 'payment', network: 'mainnet', wif: 'L4ucNxQ14C3VJJDX9ZZRS9quzb3VFkHKrm1bdFsimzbbVcfjxWKQ', publicKey: '03c7ccbb10b17e6c6a3869670a9393d269a45cd3374cec40c2baa30819c74638a1', address: 'bc1qqu4ggff8jgh3jh3mz8ura0uaa5gt4lwh5rsftg' },
  { purpose: 'ordinals', network: 'mainnet', wif: 'L3fyoD8J5gXtGgEcFiPYZtmKhwUZ7XchCMB3BXS35jx1wthJmcZa', publicKey: '022534f301fd6510016754ae2aab24adad498bd1415db2a21d1b0fbff20c0f4102', address: 'bc1pa3rjwj3evwc4jn89erk832r74qulfyxs0zsf82yyq9r4fphuasdq72xpww' },
  { purpose: 'payment', network: 'testnet', wif: 'cVGbqsPrVFjkTjgnXyNYoULycpLtvCP1voA4jgLEH7FbkMnHS3wi', publicKey: '03c7ccbb10b17e6c6a3869670a9393d269a45cd3374cec40c2baa30819c74638a1', address: 'tb1qqu4ggff8jgh3jh3mz8ura0uaa5gt4lwh79t6sm' },
  { purpose: 'ordinals', network: 'testnet', wif: 'cU2yG889WkE9S7hse8CfwDGPLAmxmyiPGPKWHwtYarc2CdqGhVXc', publicKey: '022534f301fd6510016754ae2aab24adad498bd1415db2a21d1b0fbff20c0f4102', address: 'tb1pa3rjwj3evwc4jn89erk832r74qulfyxs0zsf82yyq9r4fphuasdqfzsw5p' },
];

/** The Bitcoin Dev Wallet's account of `purpose` on `network`. */
export function devBitcoinAccount(network: DevBitcoinAccount['network'], purpose: DevBitcoinAccount['purpose']): DevBitcoinAccount {
  return DEV_BITCOIN_ACCOUNTS.find((account) => account.network === network && account.purpose === purpose) as DevBitcoinAccount;
}
