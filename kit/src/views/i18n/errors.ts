// The error catalogue's texts as the views show them: translated by id in the active locale. The
// English texts stay the spec's, verbatim; thrown errors keep them (their message is for developers).

import { ErrorMessages } from '../../core/errors/messages.js';
import { defineTexts } from '../../i18n/texts.js';

/** The catalogue's texts without values: those a locale translates (a text built from values stays as built). */
const plainTexts = Object.fromEntries(Object.entries(ErrorMessages).filter(([, text]) => typeof text === 'string')) as Record<string, string>;

export const errorTexts = defineTexts('error', plainTexts);

/**
 * An error line in the active locale: the translation of its catalogue id when the message is that id's
 * own text; any other message (a wallet's, an API's reason) as it came.
 * @example
 * errorLine('SIGNATURE_DECLINED', 'Signature declined'); // 'Firma rechazada' in Spanish
 */
export function errorLine(code: string | undefined, message: string): string {
  if (code === undefined || plainTexts[code] !== message) return message;
  return (errorTexts as Record<string, string | undefined>)[code] ?? message;
}
