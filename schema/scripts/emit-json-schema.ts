// Writes schema/config.schema.json from the zod schema (run by `npm run build -w @wallet-modal/schema`).

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configJsonSchemaText } from '../src/jsonSchema.js';

const target = fileURLToPath(new URL('../config.schema.json', import.meta.url));
writeFileSync(target, configJsonSchemaText());
console.log(`wrote ${target}`);
