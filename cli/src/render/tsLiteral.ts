// Prints a JSON value as a TypeScript literal the way a formatter would: 2-space indent, single quotes,
// trailing commas, short arrays on one line.

const MAX_WIDTH = 100;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

/**
 * Code printed as is inside a literal (a call such as `defineNetwork(baseSepolia)`), not as a string.
 * @example
 * toTsLiteral({ networks: [new TsExpression('defineNetwork(baseSepolia)')] });
 */
export class TsExpression {
  constructor(readonly code: string) {}
}

/**
 * @example
 * toTsLiteral({ projectId: 'demo', networks: ['eip155:1'] });
 * // "{\n  projectId: 'demo',\n  networks: ['eip155:1'],\n}"
 */
export function toTsLiteral(value: unknown, indent = '', usedWidth = 0): string {
  if (value instanceof TsExpression) return value.code;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item) => toTsLiteral(item, inner, inner.length));
    const oneLine = `[${items.join(', ')}]`;
    if (!oneLine.includes('\n') && usedWidth + oneLine.length + 1 <= MAX_WIDTH) return oneLine;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([name, item]) => {
      const prefix = `${inner}${key(name)}: `;
      return `${prefix}${toTsLiteral(item, inner, prefix.length)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? quote(value) : String(value);
}
