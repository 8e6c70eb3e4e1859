// Whether the CLI may ask questions: only in a terminal, and never with --yes.

/**
 * @example
 * if (isInteractive(options.yes)) await askConfig({});
 */
export function isInteractive(yes: boolean | undefined): boolean {
  return !yes && process.stdin.isTTY === true;
}
