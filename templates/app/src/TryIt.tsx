// Try the connected wallet: sign a message, sign typed data and send a small payment. Delete this file
// when you build your own UI; the hooks it uses are all in './wallet-modal'.
import { useState, type FormEvent } from 'react';
import { useAccount, useNetwork, useSendTransaction, useSignMessage, useWalletRequest } from './wallet-modal';

const MESSAGE = 'Hello from create-wallet-modal';
const ONE_HUNDREDTH_ETH = 10n ** 16n; // in wei

/** An EIP-712 message: what a dapp asks a wallet to sign for an order, a permit or a vote. */
function greeting(chainId: number) {
  return {
    domain: { name: 'create-wallet-modal', version: '1', chainId },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Greeting: [{ name: 'text', type: 'string' }],
    },
    primaryType: 'Greeting',
    message: { text: MESSAGE },
  } as const;
}

export function TryIt() {
  const { signMessage } = useSignMessage();
  const { sendTransaction } = useSendTransaction();
  const { request } = useWalletRequest();
  const { address } = useAccount();
  const { network } = useNetwork();
  const [signature, setSignature] = useState<string>();
  const [typedSignature, setTypedSignature] = useState<string>();
  const [recipient, setRecipient] = useState('');
  const [hash, setHash] = useState<string>();
  const [error, setError] = useState<string>();

  const run = (action: () => Promise<void>) => {
    setError(undefined);
    action().catch((cause: unknown) => setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause)));
  };
  const signTyped = () =>
    run(async () => {
      const typedData = JSON.stringify(greeting(Number(network?.id ?? 1)));
      setTypedSignature(String(await request({ method: 'eth_signTypedData_v4', params: [address, typedData] })));
    });
  const send = (event: FormEvent) => {
    event.preventDefault();
    run(async () => setHash(await sendTransaction({ to: recipient, value: ONE_HUNDREDTH_ETH })));
  };

  return (
    <section className="try-it">
      <h2>Try it</h2>
      <p>
        Message: <q data-testid="signed-message">{MESSAGE}</q>
      </p>
      <button type="button" onClick={() => run(async () => setSignature(await signMessage(MESSAGE)))}>
        Sign message
      </button>
      <output data-testid="signature">{signature}</output>
      <button type="button" onClick={signTyped} disabled={!address}>
        Sign typed data
      </button>
      <output data-testid="typed-signature">{typedSignature}</output>
      <form onSubmit={send}>
        <label>
          Recipient <input value={recipient} onChange={(event) => setRecipient(event.target.value)} placeholder="0x…" />
        </label>
        <button type="submit">Send 0.01 ETH</button>
      </form>
      <output data-testid="tx-hash">{hash}</output>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
