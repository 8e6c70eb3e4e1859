// The one error type the CLI shows to users: a message saying what to fix, and the exit code.

/**
 * An error whose message is printed as is (no stack) before the CLI exits with `exitCode`.
 * @example
 * throw new CliError('wallet-modal.config.json not found: pass --config <file>');
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Thrown when the user cancels a prompt (Ctrl-C or Esc). */
export class CancelledError extends CliError {
  constructor() {
    super('Cancelled: nothing was written.');
    this.name = 'CancelledError';
  }
}
