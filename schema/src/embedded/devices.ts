// What an account can see and end of itself (signed session requests): its devices (device keys with
// their share), its sessions and its passkeys; and what a device-approval link says about who asked.
import * as z from 'zod/mini';

const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,512}$/, 'must be an id from the list'));
const seen = {
  /** Short form of the User-Agent that asked, e.g. 'Firefox on Linux'. */
  browser: z.string(),
  /** The app page the wallet was framed in; null when it could not be verified. */
  appOrigin: z.nullable(z.string()),
};

/** A device key of the account: `enrolled` when it holds a server share, `current` for the asking device. */
export const embeddedDevice = z.object({ id, ...seen, firstSeen: z.number(), lastSeen: z.number(), enrolled: z.boolean(), current: z.boolean() });
export type EmbeddedDevice = z.infer<typeof embeddedDevice>;
export const embeddedSession = z.object({ id, deviceId: id, ...seen, createdAt: z.number(), lastSeen: z.number(), current: z.boolean() });
export type EmbeddedSession = z.infer<typeof embeddedSession>;
export const embeddedPasskey = z.object({ id, createdAt: z.number(), lastUsedAt: z.nullable(z.number()) });
export type EmbeddedPasskey = z.infer<typeof embeddedPasskey>;

/**
 * A new device key that asked for the wallet (recovery) while the account has a device holding it or a passkey:
 * a device holding the wallet may allow it; otherwise it is admitted at `readyAt` unless the owner cancels.
 */
export const deviceAdmission = z.object({ id, deviceId: id, ...seen, requestedAt: z.number(), readyAt: z.number() });
export type DeviceAdmission = z.infer<typeof deviceAdmission>;

/** POST /embedded/v1/devices (signed): the account's devices, live sessions, passkeys and new devices waiting to be allowed. */
export const devicesResult = z.object({
  devices: z.array(embeddedDevice),
  sessions: z.array(embeddedSession),
  passkeys: z.array(embeddedPasskey),
  admissions: z.optional(z.array(deviceAdmission)),
});
export type DevicesResult = z.infer<typeof devicesResult>;

/**
 * POST /embedded/v1/devices/revoke, /sessions/revoke, /passkeys/revoke (signed): `id` from the list. A device
 * loses its share, its approval and its sessions; the asking device revoking itself is a sign-out.
 */
export const revokeBody = z.object({ id });

/**
 * POST /embedded/v1/devices/admit and /devices/refuse (signed, only from a device that holds the wallet): `id` of a
 * waiting new device from the list. Admit lets it recover the wallet now; refuse ends its request.
 */
export const admissionBody = z.object({ id });

/** POST /embedded/v1/device/approval: who asked for the approval a link's token names (the device page shows it). */
export const deviceApprovalResult = z.object({ ...seen, requestedAt: z.number() });
export type DeviceApprovalResult = z.infer<typeof deviceApprovalResult>;
