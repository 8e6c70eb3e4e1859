// Turns zod issues into plain `{ path, message }` problems a developer can act on: the path in
// `networks[2]` form, and for bad values or unknown keys the values that are allowed.

import type * as z from 'zod';

/** One problem in a config file. */
export interface ConfigIssue {
  /** Where the problem is, e.g. `networks[2]` or `rpcUrls["eip155:1"]`; `(root)` for the whole file. */
  path: string;
  message: string;
  /** The accepted values or keys, when the schema knows them. */
  allowed?: string[];
}

/**
 * Formats a zod path the way a developer reads it in JSON.
 * @example
 * formatPath(['networks', 2]); // 'networks[2]'
 * formatPath(['rpcUrls', 'eip155:1']); // 'rpcUrls["eip155:1"]'
 */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const key = String(segment);
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join('');
}

/** Minimal view of zod's internal definitions, enough to find which keys an object accepts. */
interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  element?: { _zod: { def: SchemaDef } };
  valueType?: { _zod: { def: SchemaDef } };
}

function unwrap(def: SchemaDef): SchemaDef {
  const inner = def.innerType ?? def.in;
  return inner ? unwrap(inner._zod.def) : def;
}

function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] | undefined {
  let def = unwrap(schema._zod.def as unknown as SchemaDef);
  for (const segment of path) {
    const next = typeof segment === 'number' ? def.element : (def.shape?.[String(segment)] ?? def.valueType);
    if (!next) return undefined;
    def = unwrap(next._zod.def);
  }
  return def.shape ? Object.keys(def.shape) : undefined;
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/**
 * Converts zod issues into config problems; an unknown-keys issue becomes one problem per key.
 * @example
 * toConfigIssues(configSchema, result.error.issues);
 */
export function toConfigIssues(schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): ConfigIssue[] {
  return issues.flatMap((issue): ConfigIssue[] => {
    const path = formatPath(issue.path);
    switch (issue.code) {
      case 'unrecognized_keys': {
        const allowed = keysAt(schema, issue.path);
        return issue.keys.map((key) => ({
          path: formatPath([...issue.path, key]),
          message: `Unknown key "${key}" (a typo?)${allowed ? `; allowed keys: ${allowed.join(', ')}` : ''}`,
          ...(allowed && { allowed }),
        }));
      }
      case 'invalid_value': {
        const allowed = issue.values.map(String);
        return [{ path, message: `${describe(issue.input)} is not allowed; allowed values: ${allowed.join(', ')}`, allowed }];
      }
      case 'invalid_type':
        if (issue.input === undefined && issue.message.startsWith('Invalid input')) {
          return [{ path, message: `Required: expected ${issue.expected}` }];
        }
        return [{ path, message: issue.message }];
      default:
        return [{ path, message: issue.message }];
    }
  });
}

/**
 * Prints every problem on its own line with its path, ready for a terminal.
 * @example
 * console.error(formatConfigIssues(result.issues));
 * // wallet-modal.config.json has 1 problem:
 * //   ✖ networks[0]: "eip155:2" is not allowed; allowed values: eip155:1, …
 */
export function formatConfigIssues(issues: readonly ConfigIssue[], file = 'wallet-modal.config.json'): string {
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'}`;
  return [`${file} has ${count}:`, ...issues.map((issue) => `  ✖ ${issue.path}: ${issue.message}`)].join('\n');
}
