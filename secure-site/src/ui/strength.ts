// Whether a new recovery password is strong enough (issue 29 item 3). The server never sees the password
// (only K_auth), so it cannot refuse a weak one: this screen is the one place that can. A password must
// reach zxcvbn score 3 ("safely unguessable", ~10^10 guesses); the estimator's own feedback says why not.
// The estimator (zxcvbn.ts, most of its weight is dictionaries) is its own file, loaded on first use: the
// set-up screen starts loading it when it shows, so the UI page's other screens never fetch or run it.
import { loadCheck, type Check } from './estimator.js';

/** zxcvbn's "safely unguessable" score. */
export const MIN_SCORE = 3;
/** Words of this service that make a password easier to guess. */
const SERVICE_WORDS = ['wallet', 'recovery', 'password', 'crypto', 'ethereum'];

let estimator: Promise<Check> | undefined;

/** Starts loading the estimator (once; again after a failed load); awaited by rate. */
export const loadEstimator = (): Promise<Check> =>
  (estimator ??= loadCheck().catch((error: unknown) => {
    estimator = undefined;
    throw error;
  }));

export type Strength = { strong: boolean; score: number; feedback: string };

/**
 * How hard `password` is to guess, and what to change when it is too easy.
 * @example
 * await rate('correct horse'); // { strong: false, score: 2, feedback: 'Add more words…' }
 */
export async function rate(password: string): Promise<Strength> {
  const check = await loadEstimator();
  const { score, feedback } = check(password, SERVICE_WORDS);
  const advice = [feedback.warning, ...feedback.suggestions].filter((text): text is string => Boolean(text)).join(' ');
  return { strong: score >= MIN_SCORE, score, feedback: advice || 'Add more words or characters that are hard to guess.' };
}
