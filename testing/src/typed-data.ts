// The EIP-712 greeting the app template's "Sign typed data" button asks the wallet to sign
// (templates/app/src/TryIt.tsx), as viem's verifyTypedData takes it.

export const TYPED_GREETING = (chainId: number) =>
  ({
    domain: { name: 'create-wallet-modal', version: '1', chainId },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'Hello from create-wallet-modal' },
  }) as const;
