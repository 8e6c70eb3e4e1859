// The checks both embedded pages make before doing anything: framed (never top-level), not sandboxed into an
// opaque origin, and the exact origin of the page that frames them.
import * as z from 'zod/mini';

const projectIdParam = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/**
 * The parent's origin, or undefined when this page must not run: top-level, opaque origin, or no way to
 * know who frames it (ancestorOrigins first; the referrer's origin where ancestorOrigins is missing).
 * @example
 * const parentOrigin = embeddingOrigin(window); if (!parentOrigin) return;
 */
export function embeddingOrigin(win: Window): string | undefined {
  if (win.parent === win) return undefined;
  if (win.origin === 'null' || win.location.origin === 'null') return undefined;
  const ancestors = win.location.ancestorOrigins;
  const candidate = ancestors && ancestors.length > 0 ? ancestors[0] : referrerOrigin(win.document.referrer);
  if (!candidate || candidate === 'null') return undefined;
  return candidate;
}

function referrerOrigin(referrer: string): string | undefined {
  try {
    return referrer ? new URL(referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** ?projectId, checked. */
export function projectIdOf(search: string): string | undefined {
  const parsed = projectIdParam.safeParse(new URLSearchParams(search).get('projectId'));
  return parsed.success ? parsed.data : undefined;
}
