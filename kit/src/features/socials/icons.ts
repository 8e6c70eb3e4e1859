// The providers' marks, from Simple Icons (CC0), drawn in the text colour so they read on both themes.
// Only these seven are bundled (named imports tree-shake); the package stays a build-time dependency.

import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX } from 'simple-icons';

export interface SocialProvider {
  name: string;
  /** An SVG path on a 24 × 24 view box. */
  path: string;
}

export const SOCIAL_PROVIDERS: Readonly<Record<string, SocialProvider>> = {
  google: { name: 'Google', path: siGoogle.path },
  x: { name: 'X', path: siX.path },
  discord: { name: 'Discord', path: siDiscord.path },
  farcaster: { name: 'Farcaster', path: siFarcaster.path },
  github: { name: 'GitHub', path: siGithub.path },
  apple: { name: 'Apple', path: siApple.path },
  facebook: { name: 'Facebook', path: siFacebook.path },
};
