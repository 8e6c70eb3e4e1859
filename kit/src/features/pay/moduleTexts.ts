// The pay module's texts needed before its view loads: the view's title and the refusals requestPayment
// says before any view opens (a file apart from texts.ts, so the view's texts stay in its chunk).

export const moduleTexts = {
  title: 'Pay',
  errors: {
    PAYMENT_FEATURE_OFF: 'Payments are off: add pay() to the modal\'s modules and set features.pay to true in the config',
    PAYMENT_INVALID_REQUEST: (field: string, problem: string) => `Invalid payment request: ${field} ${problem}`,
    PAYMENT_UNKNOWN_NETWORK: (network: string) => `Unknown Network: ${network} is not a network this kit knows (use a CAIP-2 id such as eip155:1)`,
    PAYMENT_NETWORK_NOT_CONFIGURED: (network: string) => `Network Not Found: ${network} is not in the app's networks; add it to the networks list`,
    PAYMENT_NETWORK_UNSUPPORTED: (network: string) => `Payments work on EVM (eip155) networks only, not on ${network}`,
    PAYMENT_INVALID_RECIPIENT: 'The recipient must be an address of 0x followed by 40 hex characters',
    PAYMENT_INVALID_TOKEN: 'The token must be \'native\' or a token contract address of 0x followed by 40 hex characters',
    PAYMENT_TOKEN_UNREADABLE: (token: string, network: string) => `${token} is not a token contract on ${network} (it has no decimals()): check the address and network`,
    PAYMENT_INVALID_AMOUNT: 'The amount must be a decimal number of whole tokens above zero, such as 12.5',
    PAYMENT_TOO_MANY_DECIMALS: (symbol: string, decimals: number) => `${symbol} has at most ${decimals} decimals: shorten the amount`,
    PAYMENT_IN_PROGRESS: 'A payment is already under way: wait for its result before asking for another',
    PAYMENT_CANCELLED: 'Payment cancelled',
    PAYMENT_FAILED: 'The payment failed',
  },
} as const;
