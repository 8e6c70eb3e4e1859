// Account names for name registration (spec §5): the label rule and the .reown.id suffix.

import { ACCOUNT_NAME_MIN_LENGTH, LEGACY_NAME_SUFFIX, NAME_SUFFIX } from '../constants.js';

const LABEL = new RegExp(`^[a-zA-Z0-9-]{${ACCOUNT_NAME_MIN_LENGTH},}$`);

/**
 * Whether `label` is a valid account name: at least 4 characters, letters, digits or hyphens.
 * @example
 * isAccountName('alice'); // true
 */
export function isAccountName(label: unknown): label is string {
  return typeof label === 'string' && LABEL.test(label);
}

/**
 * Whether `name` ends with the name suffix .reown.id or the legacy .wcn.id.
 * @example
 * hasNameSuffix('alice.wcn.id'); // true
 */
export function hasNameSuffix(name: unknown): name is string {
  return typeof name === 'string' && (name.endsWith(NAME_SUFFIX) || name.endsWith(LEGACY_NAME_SUFFIX));
}

/**
 * The full name to register for a label: the label plus .reown.id.
 * @example
 * withNameSuffix('alice'); // 'alice.reown.id'
 */
export function withNameSuffix(label: string): string {
  return hasNameSuffix(label) ? label : `${label}${NAME_SUFFIX}`;
}
