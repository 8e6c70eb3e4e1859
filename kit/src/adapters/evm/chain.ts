// The EVM adapter's viem chains: one per network and RPC URLs (schema's toViemChain, the one conversion).

import { viemChainCache } from '@wallet-modal/schema/chain';

/** The viem chain of a network; two modals giving a chain different RPC URLs get different chain objects. */
export const toViemChain = viemChainCache();
