// The purchases as a section of the Activity tab (the module's `activitySections`).

export { Purchases as PurchasesSection } from './Purchases.js';
