// The EVM adapter's viem chains: schema's toViemChain (the one conversion), cached per adapter instance.

export { viemChainCache } from '@wallet-modal/schema/chain';
