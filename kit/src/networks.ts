// The built-in network catalogue, re-exported for apps that want to show or extend it.
export { NETWORKS, getNetwork, type NetworkDefinition } from '@wallet-modal/schema/networks';
