// How the kit names itself to services: the st and sv query parameters of every API request.
export const SDK_TYPE = 'wallet-modal';
export const SDK_VERSION = 'react-0.1.0';
