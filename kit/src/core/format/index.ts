// Display formatting of the core: amounts, addresses, relative times and the activity list.
export * from './decimals.js';
export * from './history.js';
export * from './relativeTime.js';
export * from './truncate.js';
export * from './units.js';
