// File paths of the testing kit's own files, for fs calls made as a module loads.
import { fileURLToPath } from 'node:url';

/**
 * The path of `relative` resolved beside the module whose import.meta.url is `moduleUrl`. A string, not a
 * URL object: under jsdom the global URL is jsdom's, which Node's fs does not take.
 * @example
 * readFileSync(besideModule(import.meta.url, './dev-wallet.js'), 'utf8');
 */
export function besideModule(moduleUrl: string, relative: string): string {
  return fileURLToPath(new URL(relative, moduleUrl).href);
}
