// An error line views show under what failed; screen readers announce it.

import { errorLine } from '../i18n/errors.js';
import { errorText } from './ui.css.js';

/**
 * Renders nothing without a message. `code` is the stable catalogue id, for tests and styling hooks; a
 * catalogue text is shown in the active locale.
 */
export function ErrorText({ message, code }: { message: string | undefined; code?: string }) {
  if (!message) return null;
  return (
    <p className={errorText} role="alert" data-error-code={code}>
      {errorLine(code, message)}
    </p>
  );
}
