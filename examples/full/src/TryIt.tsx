// Try the connected wallet on the active network: sign a message, sign typed data (EVM) and send a
// small payment (EVM and Solana; Bitcoin sends are not supported). Delete this file when you build your
// own UI; the hooks it uses are all in './wallet-modal'.
import { useState, type FormEvent } from 'react';
import { useAccount, useNetwork, useSendTransaction, useSignMessage, useWalletRequest } from './wallet-modal';

const MESSAGE = 'Hello from create-wallet-modal';

/** 0.01 of the network's coin in its smallest unit: 10^16 wei of ETH, 10^7 lamports of SOL. */
const oneHundredth = (decimals: number) => 10n ** BigInt(decimals - 2);

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
  const namespace = network?.chainNamespace;
  const coin = network?.nativeCurrency;
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
    run(async () => setHash(await sendTransaction({ to: recipient, value: oneHundredth(coin?.decimals ?? 18) })));
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
      {namespace === 'eip155' ? (
        <>
          <button type="button" onClick={signTyped} disabled={!address}>
            Sign typed data
          </button>
          <output data-testid="typed-signature">{typedSignature}</output>
        </>
      ) : null}
      {namespace === 'eip155' || namespace === 'solana' ? (
        <>
          <form onSubmit={send}>
            <label>
              Recipient <input value={recipient} onChange={(event) => setRecipient(event.target.value)} placeholder={namespace === 'eip155' ? '0x…' : 'Solana address'} />
            </label>
            <button type="submit">Send 0.01 {coin?.symbol}</button>
          </form>
          <output data-testid="tx-hash">{hash}</output>
        </>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
