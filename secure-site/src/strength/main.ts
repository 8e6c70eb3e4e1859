// Entry of the password strength estimator, built alone (scripts/build.ts) and loaded by the UI page only
// when a screen asks for a new password (ui/estimatorScript.ts adds it as an SRI-checked module script).
// A module script hands nothing back to its loader, so it publishes `check` on the page's window.
import { check } from '../ui/zxcvbn.js';

(window as Window & { wmStrengthCheck?: typeof check }).wmStrengthCheck = check;
window.dispatchEvent(new Event('wm-strength-ready'));
