// `project create|list|delete` and `project origins add|remove|list`: manage projects and allowed origins.
import { Command } from 'commander';
import { PROJECT_ID_PATTERN, PROJECT_ID_RULE } from '@wallet-modal/schema/defaults';
import { z } from 'zod';
import type { Config } from '../config/schema.js';
import { originPattern } from '../projects/patterns.js';
import { ProjectStore, type Project } from '../projects/store.js';
import { withDatabase } from './with-db.js';

const projectId = z.string().regex(PROJECT_ID_PATTERN, PROJECT_ID_RULE);

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`invalid ${what} ${JSON.stringify(value)}: ${r.error.issues[0]?.message}`);
  return r.data;
}

const patterns = (values: string[]) => values.map((v) => parse(originPattern, v, 'origin'));
const print = (p: Project) => console.log(JSON.stringify(p));
const collect = (v: string, all: string[]) => [...all, v];

export function projectCommands(config: () => Config): Command {
  const run = <T>(fn: (store: ProjectStore) => Promise<T>) => withDatabase(config(), (db) => fn(new ProjectStore(db)));
  const mustExist = (id: string, p: Project | undefined): Project => {
    if (!p) throw new Error(`unknown project ${id}`);
    return p;
  };
  const project = new Command('project').description('manage projects and their allowed origins');

  project
    .command('create <id>')
    .description('create a project (or update it) with allowed origins')
    .option('--origin <pattern>', 'allowed origin, e.g. https://app.example.com or https://*.example.com (repeatable)', collect, [])
    .option('--name <name>', 'display name')
    .option('--no-analytics', 'answer isAnalyticsEnabled: false and refuse events')
    .action((id: string, o: { origin: string[]; name?: string; analytics: boolean }) => {
      const input = { id: parse(projectId, id, 'project id'), name: o.name, analytics: o.analytics, origins: patterns(o.origin) };
      return run(async (store) => print(await store.upsert(input)));
    });

  project.command('list').action(() => run(async (store) => (await store.list()).forEach(print)));

  project
    .command('delete <id>')
    .description('delete a project, its origins and its analytics events')
    .action((id: string) =>
      run(async (store) => {
        if (!(await store.remove(id))) throw new Error(`unknown project ${id}`);
        console.log(`deleted ${id}`);
      }),
    );

  const origins = project.command('origins').description('edit allowed origins');
  // Arguments are validated before the database is opened: a typo fails fast and touches nothing.
  origins.command('add <id> <patterns...>').action((id: string, values: string[]) => {
    const valid = patterns(values);
    return run(async (store) => print(mustExist(id, await store.addOrigins(id, valid))));
  });
  origins.command('remove <id> <patterns...>').action((id: string, values: string[]) => {
    const valid = patterns(values);
    return run(async (store) => print(mustExist(id, await store.removeOrigins(id, valid))));
  });
  origins.command('list <id>').action((id: string) =>
    run(async (store) => mustExist(id, await store.get(id)).origins.forEach((o) => console.log(o))),
  );
  return project;
}
