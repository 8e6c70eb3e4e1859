// The router's name for the swap view: the spec's own view name (§2 "Swap").

export const SWAP_VIEW = 'Swap';
