// The texts an account signs for our server's /v1/sessions routes (docs/smart-sessions.md). The server's copy
// is schema/src/wire/sessions.ts; message.test.ts keeps the two equal (the kit reads no zod-classic module).

export function grantRecordMessage({ account, permissionsContext, expiry }: { account: string; permissionsContext: string; expiry: number }): string {
  return `Record smart session\nAccount: ${account}\nPermissions context: ${permissionsContext}\nExpiry: ${new Date(expiry * 1000).toISOString()}`;
}

export function revokeMessage({ id, account, permissionsContext }: { id: string; account: string; permissionsContext: string }): string {
  return `Revoke smart session\nSession: ${id}\nAccount: ${account}\nPermissions context: ${permissionsContext}`;
}
