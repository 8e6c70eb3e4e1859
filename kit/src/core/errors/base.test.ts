import { describe, expect, it } from 'vitest';
import { WalletModalError } from './base.js';

describe('WalletModalError', () => {
  it('keeps the short message for users and adds hints and details for developers', () => {
    const error = new WalletModalError('Unsupported chain', {
      details: 'eip155:999',
      metaMessages: ['Add the network to the networks list.'],
      code: 4902,
    });
    expect(error.shortMessage).toBe('Unsupported chain');
    expect(error.message).toBe('Unsupported chain\n\nAdd the network to the networks list.\n\nDetails: eip155:999');
    expect(error.code).toBe(4902);
    expect(error).toBeInstanceOf(Error);
  });

  it('takes its details from the cause and walks the cause chain', () => {
    const root = Object.assign(new Error('nonce too low'), { code: -32000 });
    const error = new WalletModalError('Signature declined', { cause: root });
    expect(error.details).toBe('nonce too low');
    expect(error.cause).toBe(root);
    expect(error.walk((e) => (e as { code?: number }).code === -32000)).toBe(root);
    expect(error.walk(() => false)).toBeUndefined();
  });
});
