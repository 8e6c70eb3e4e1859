// The JSON Schema of wallet-modal.config.json, derived from the zod schema, so editors complete and check the file.

import * as z from 'zod';
import { configSchema } from './config.js';

/**
 * The JSON Schema text exactly as committed in `schema/config.schema.json`.
 * @example
 * writeFileSync('config.schema.json', configJsonSchemaText());
 */
export function configJsonSchemaText(): string {
  const schema = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' });
  const titled = { ...schema, title: 'wallet-modal.config.json', description: 'Configuration of create-wallet-modal' };
  return `${JSON.stringify(titled, null, 2)}\n`;
}
