// All stores of the core. Views read them with useStore; only controllers write them.
export * from './account.js';
export * from './connection.js';
export * from './modal.js';
export * from './network.js';
export * from './router.js';
export * from './history.js';
export * from './notifications.js';
export * from './send.js';
export * from './directory.js';
export * from './tokenBalances.js';
