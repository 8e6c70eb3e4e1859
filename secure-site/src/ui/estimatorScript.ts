// The built UI page's estimator loader (replaces estimator.ts, vite.config.ts): adds the estimator's own
// file (scripts/build.ts names it and its SHA-384 here) as a module script with `integrity`, so the browser
// runs it only if it is the file that was built, and waits for it to publish `check` on the window.
import type { Check } from './estimator.js';

declare const __WM_STRENGTH_SCRIPT__: { file: string; integrity: string };

type Published = Window & { wmStrengthCheck?: Check };

export function loadCheck(): Promise<Check> {
  return new Promise((resolve, reject) => {
    const published = () => (window as Published).wmStrengthCheck;
    window.addEventListener('wm-strength-ready', () => (published() ? resolve(published()!) : reject(new Error('The password strength check did not load'))), { once: true });
    const script = document.createElement('script');
    script.type = 'module';
    script.src = `/embedded/assets/${__WM_STRENGTH_SCRIPT__.file}`;
    script.integrity = __WM_STRENGTH_SCRIPT__.integrity;
    script.crossOrigin = 'anonymous';
    script.addEventListener('error', () => reject(new Error('The password strength check could not be loaded: reload and try again')), { once: true });
    document.head.append(script);
  });
}
