// The kit signs the texts our server checks: its copy of them is the server's (schema/src/wire/sessions.ts).
import { smartSessionGrantMessage, smartSessionRevokeMessage } from '@wallet-modal/schema/wire';
import { describe, expect, it } from 'vitest';
import { grantRecordMessage, revokeMessage } from './message.js';

describe('smart-session texts', () => {
  it('the grant record and the revoke the kit asks the wallet to sign are the texts the server verifies', () => {
    const account = 'eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    for (const [permissionsContext, expiry] of [['0x01', 1_767_225_600], [`0x${'ab'.repeat(32)}`, 2_000_000_123]] as const) {
      expect(grantRecordMessage({ account, permissionsContext, expiry })).toBe(smartSessionGrantMessage({ account, permissionsContext, expiry }));
      expect(revokeMessage({ id: 'AbCdEfGhIjKlMnOpQrStUv', account, permissionsContext })).toBe(smartSessionRevokeMessage({ id: 'AbCdEfGhIjKlMnOpQrStUv', account, permissionsContext }));
    }
    expect(revokeMessage({ id: 'x', account, permissionsContext: '0x01' })).not.toBe(revokeMessage({ id: 'y', account, permissionsContext: '0x01' }));
  });
});
