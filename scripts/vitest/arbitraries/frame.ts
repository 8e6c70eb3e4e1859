// fast-check material for the frame messages (schema/src/embedded/frame.ts), shared by the schema's and the
// kit's fuzz tests: a valid payload and a valid result of every request, and near-valid variants of a value.
import type { AppRequestName } from '../../../schema/src/embedded/frame.js';
import fc from 'fast-check';

/** An address of the embedded wallet (Anvil's second account). */
const EMBEDDED_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const otp = '123456';
/** A valid payload of each request the app sends. */
export const VALID_PAYLOADS: Record<AppRequestName, unknown> = {
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: { otp },
  CONNECT_PASSKEY: {},
  COMPLETE_RECOVERY: {},
  CONNECT_SOCIAL: { uri: 'https://app.example.com/#wm_social=abc', preferredAccountType: 'eoa' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google', returnUrl: 'https://app.example.com/' },
  CONNECT_SOCIAL_POPUP: { provider: 'github' },
  GET_FARCASTER_URI: {},
  CONNECT_FARCASTER: {},
  GET_USER: { chainId: 1, preferredAccountType: 'eoa' },
  SIGN_OUT: {},
  IS_CONNECTED: {},
  GET_CHAIN_ID: {},
  SWITCH_NETWORK: { chainId: 'eip155:10' },
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68656c6c6f', EMBEDDED_ADDRESS], chainId: 1 },
  UPDATE_EMAIL: { email: 'grace@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp },
  UPDATE_EMAIL_SECONDARY_OTP: { otp },
  EXPORT_WALLET: {},
  MANAGE_DEVICES: {},
  SYNC_THEME: { themeMode: 'dark', themeVariables: { accent: '#47a1ff' } },
  SYNC_DAPP_DATA: { metadata: { name: 'App', description: 'An app', url: 'https://app.example.com', icons: [] }, sdkVersion: '0.1.0', sdkType: 'wm', projectId: 'demo' },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RELOAD: {},
};

/** A valid result of each request, as the frame answers it. */
export const VALID_RESULTS: Record<AppRequestName, unknown> = {
  CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  CONNECT_DEVICE: { approved: true },
  CONNECT_OTP: { recovery: 'NONE' },
  CONNECT_PASSKEY: { recovery: 'SETUP' },
  COMPLETE_RECOVERY: {},
  CONNECT_SOCIAL: { recovery: 'NONE', socialProvider: 'google', userName: 'ada' },
  GET_SOCIAL_REDIRECT_URI: { uri: 'https://secure.wallet.test/social' },
  CONNECT_SOCIAL_POPUP: { popupBlocked: true },
  GET_FARCASTER_URI: { url: 'https://farcaster.xyz/~/siwf?channelToken=abc' },
  CONNECT_FARCASTER: { userName: 'ada', recovery: 'NONE', socialProvider: 'farcaster' },
  GET_USER: { email: 'ada@example.com', address: EMBEDDED_ADDRESS, chainId: 1, accounts: [{ address: EMBEDDED_ADDRESS, type: 'eoa', namespace: 'eip155' }] },
  SIGN_OUT: {},
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 1 },
  SWITCH_NETWORK: { chainId: 10 },
  RPC_REQUEST: `0x${'ab'.repeat(65)}`,
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_SECONDARY_OTP' },
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'grace@example.com' },
  EXPORT_WALLET: {},
  MANAGE_DEVICES: {},
  SYNC_THEME: {},
  SYNC_DAPP_DATA: {},
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 10] },
  SET_PREFERRED_ACCOUNT: { type: 'eoa', address: EMBEDDED_ADDRESS },
  RELOAD: {},
};

/** `valid` as is, with one key dropped, one key set to anything, a stray key, or replaced by anything. */
export function nearly(valid: unknown): fc.Arbitrary<unknown> {
  const record = typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? (valid as Record<string, unknown>) : undefined;
  const keys = record ? Object.keys(record) : [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: keys.length ? 2 : 0, arbitrary: fc.constantFrom(...(keys.length ? keys : ['x'])).map((key) => Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => k !== key))) },
    { weight: keys.length ? 3 : 0, arbitrary: fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.anything()).map(([key, value]) => ({ ...record, [key]: value })) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.anything()).map(([key, value]) => ({ ...record, [key]: value })) },
    { weight: 2, arbitrary: fc.anything({ withNullPrototype: false }) },
  );
}

