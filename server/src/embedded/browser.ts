// Who is asking, as far as the server can tell: a short browser name from the User-Agent ("Firefox on
// Linux") and the app origin that framed the wallet when it is verified. Shown in approval mails, on the
// device page and in the account's device list, so a person can tell their own request from someone else's.
import Bowser from 'bowser';
import type { Context } from 'hono';
import { allowedOrigins } from '../projects/guard.js';
import { originAllowed } from '../projects/patterns.js';
import type { Services } from '../services.js';
import type { EmbeddedService } from './service.js';

export type Seen = { browser: string; appOrigin: string | null };

// Bowser reads the User-Agent (it knows far more browsers and systems than a list of patterns we keep); a few of
// its names are shortened to what a person reads in a mail line.
const SHORTER: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Chrome OS': 'ChromeOS',
};
const short = (name: string | undefined) => (name ? (SHORTER[name] ?? name) : undefined);

/** @example browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0') // 'Firefox on Linux' */
export function browserOf(userAgent: string | undefined): string {
  if (!userAgent) return 'An unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = short(parsed.browser.name);
  const system = short(parsed.os.name);
  if (!browser) return system ? `A browser on ${system}` : 'An unknown browser';
  return system ? `${browser} on ${system}` : browser;
}

/**
 * The request's browser and app origin. The app origin the body names is kept only when the request came
 * from a page of the secure site (a browser sets Origin; a page cannot forge it), so it is what the
 * frame read from location.ancestorOrigins, and only when the project allows that origin; else null.
 */
export async function seenFrom(c: Context, s: Services, e: EmbeddedService, projectId: string, appOrigin: string | undefined): Promise<Seen> {
  const browser = browserOf(c.req.header('user-agent'));
  const origin = c.req.header('origin');
  if (!appOrigin || !origin || !e.siteOrigins.includes(origin)) return { browser, appOrigin: null };
  const project = await s.projectCache.get(projectId);
  const allowed = project && originAllowed(appOrigin, allowedOrigins(s, project.origins));
  return { browser, appOrigin: allowed ? appOrigin : null };
}

/** The origin without its scheme, as a person reads it ("app.example.com"). */
export const hostOf = (origin: string | null) => (origin ? origin.replace(/^https?:\/\//, '') : 'an app we could not verify');
