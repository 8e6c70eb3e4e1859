// How deeply a JSON text nests, found by scanning the text: parsing, validating and storing deeply nested
// JSON recurse (JSON.stringify, PostgreSQL's jsonb), so a hostile body must be refused before any of them.

/**
 * @returns whether `text` nests arrays or objects deeper than `limit` (brackets inside strings do not count).
 * @example
 * nestsDeeperThan('{"a":[1]}', 1) // true
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}
