// Renders the handlebars templates: code, not HTML, so nothing is escaped; a missing value is an error.

import Handlebars from 'handlebars';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const handlebars = Handlebars.create();
/** Compiled templates by file: compiling is ~99% of rendering, and one process may render many configs (examples, tests). */
const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** A file to write, its path relative to the app's root. */
export interface OutputFile {
  path: string;
  content: string;
}

/**
 * Renders one template file with `data`.
 * @example
 * renderTemplate('templates/integration/index.ts.hbs', { adapters: [] });
 */
export function renderTemplate(file: string, data: object): string {
  let template = compiled.get(file);
  if (!template) {
    template = handlebars.compile(readFileSync(file, 'utf8'), { noEscape: true, strict: true });
    compiled.set(file, template);
  }
  return template(data);
}

/** Every file below `dir`, as paths relative to it, sorted so output is stable. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * Renders every template below `dir`: `.hbs` files through handlebars (suffix dropped), others copied;
 * `_gitignore` becomes `.gitignore` (npm drops dotfiles named .gitignore from packages).
 * @example
 * renderDirectory(join(templatesDir, 'app'), { name: 'my-app' });
 */
export function renderDirectory(dir: string, data: object): OutputFile[] {
  return listFiles(dir).map((path) => {
    const source = join(dir, path);
    const target = path.replace(/(^|\/)_gitignore$/, '$1.gitignore').replace(/\.hbs$/, '');
    const content = path.endsWith('.hbs') ? renderTemplate(source, data) : readFileSync(source, 'utf8');
    return { path: target, content };
  });
}
