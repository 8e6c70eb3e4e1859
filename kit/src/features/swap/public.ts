// What other features may use of swap (pay pays through a swap): the server's quotes and tokens, the
// allowance, the approve and swap transactions, sending them, the errors and the amounts. Nothing of the
// Swap view or its state. A feature imports swap only from here or from its module entry (index.ts).

export { shortAmount } from './amounts.js';
export { buildApprove, buildSwap, getSwapAllowance, getSwapQuotes, getSwapTokens, type ServerSwapToken } from './api.js';
export { swapError } from './errors.js';
export { quoteExpired } from './quote.js';
export { sendBuilt, waitForReceipt } from './submit.js';
