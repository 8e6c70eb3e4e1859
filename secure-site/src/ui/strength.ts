// Whether a new recovery password is strong enough (issue 29 item 3). The server never sees the password
// (only K_auth), so it cannot refuse a weak one: this screen is the one place that can. A password must
// reach zxcvbn score 3 ("safely unguessable", ~10^10 guesses); the estimator's own feedback says why not.
// The estimator (zxcvbn.ts, most of its weight is dictionaries) is loaded on first use: the set-up screen
// starts loading it when it shows, so the secure site's other screens never pay for it.

/** zxcvbn's "safely unguessable" score. */
export const MIN_SCORE = 3;
/** Words of this service that make a password easier to guess. */
const SERVICE_WORDS = ['wallet', 'recovery', 'password', 'crypto', 'ethereum'];

let estimator: Promise<typeof import('./zxcvbn.js')> | undefined;

/** Starts loading the estimator (once); awaited by rate. */
export const loadEstimator = () => (estimator ??= import('./zxcvbn.js'));

export type Strength = { strong: boolean; score: number; feedback: string };

/**
 * How hard `password` is to guess, and what to change when it is too easy.
 * @example
 * await rate('correct horse'); // { strong: false, score: 2, feedback: 'Add more words…' }
 */
export async function rate(password: string): Promise<Strength> {
  const { check } = await loadEstimator();
  const { score, feedback } = check(password, SERVICE_WORDS);
  const advice = [feedback.warning, ...feedback.suggestions].filter((text): text is string => Boolean(text)).join(' ');
  return { strong: score >= MIN_SCORE, score, feedback: advice || 'Add more words or characters that are hard to guess.' };
}
