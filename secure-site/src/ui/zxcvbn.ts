// The password strength estimator itself: zxcvbn-ts with its common dictionaries (leaked passwords,
// keyboard patterns) and English feedback texts. Reached only through strength.ts's import(), so its
// dictionaries are parsed and built only when a screen asks for a new password.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';

const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });

/** zxcvbn's score (0-4) and feedback for `password`; `userInputs` are words this service makes guessable. */
export const check = (password: string, userInputs: string[]): ZxcvbnResult => factory.check(password, userInputs);
