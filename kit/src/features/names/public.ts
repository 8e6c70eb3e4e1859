// What other features may use of names (send shows the receiver's name): the coin type a name's address
// record has on an EVM chain. A feature imports names only from here or from its module entry (index.ts).

export { evmCoinType } from './coinType.js';
