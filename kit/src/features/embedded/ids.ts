// The embedded wallet's ids, shared by the start-up stub and the lazy code.

/** The adapter's id (connections remember it) and its connector's id (spec: the auth connector). */
export const EMBEDDED_ADAPTER_ID = 'embedded';
export const EMBEDDED_CONNECTOR_ID = 'auth';
