// Renders the Vite + React + TypeScript app skeleton (templates/app) around the integration.

import { join } from 'node:path';
import { templatesDir } from '../paths.js';
import type { PackageSources } from '../scaffold/sources.js';
import { APP_VERSIONS } from '../scaffold/versions.js';
import { renderDirectory, type OutputFile } from './handlebars.js';

/**
 * The app's own files (the user owns them after scaffolding).
 * @example
 * appFiles('my-app', packageSources('./my-app'));
 */
export function appFiles(name: string, sources: PackageSources): OutputFile[] {
  const data = { name, kit: sources.kit, schema: sources.schema, cliCommand: sources.cliCommand, versions: APP_VERSIONS };
  return renderDirectory(join(templatesDir, 'app'), data);
}
