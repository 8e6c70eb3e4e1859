// Fails when the committed config.schema.json no longer matches the zod schema.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configJsonSchemaText } from './jsonSchema.js';

describe('JSON Schema', () => {
  it('the committed schema/config.schema.json is up to date (run `npm run emit-json-schema -w @wallet-modal/schema`)', () => {
    const committed = readFileSync(new URL('../config.schema.json', import.meta.url), 'utf8');
    expect(committed).toBe(configJsonSchemaText());
  });

  it('the JSON Schema requires projectId and networks and rejects unknown keys', () => {
    const schema = JSON.parse(configJsonSchemaText());
    expect(schema.required).toEqual(['projectId', 'networks']);
    expect(schema.additionalProperties).toBe(false);
  });
});
