// The router's names for the sign-in views (spec §2).

export const SIWX_VIEW = 'SIWXSignMessage';
export const CONNECTING_SIWX_VIEW = 'ConnectingSiwe';
