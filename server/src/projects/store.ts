// Projects and their allowed origins, read and written through the shared Database.
import type { Database, Queryable } from '../db/types.js';

export type Project = { id: string; name: string | null; analyticsEnabled: boolean; origins: string[] };

type ProjectRow = { id: string; name: string | null; analytics_enabled: boolean; origins: string[] | null };

const SELECT = `select p.id, p.name, p.analytics_enabled,
  coalesce(array_agg(o.pattern order by o.pattern) filter (where o.pattern is not null), '{}') as origins
  from projects p left join project_origins o on o.project_id = p.id`;

const toProject = (r: ProjectRow): Project => ({
  id: r.id,
  name: r.name,
  analyticsEnabled: r.analytics_enabled,
  origins: r.origins ?? [],
});

export class ProjectStore {
  constructor(private readonly db: Database) {}

  async get(id: string): Promise<Project | undefined> {
    const rows = await this.db.query<ProjectRow>(`${SELECT} where p.id = $1 group by p.id`, [id]);
    return rows[0] && toProject(rows[0]);
  }

  async list(): Promise<Project[]> {
    return (await this.db.query<ProjectRow>(`${SELECT} group by p.id order by p.id`)).map(toProject);
  }

  /** Creates the project, or updates name/analytics of an existing one; origins are added, never dropped. */
  async upsert(input: { id: string; name?: string | undefined; analytics?: boolean | undefined; origins?: string[] }): Promise<Project> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into projects (id, name, analytics_enabled) values ($1, $2, $3)
         on conflict (id) do update set name = coalesce(excluded.name, projects.name),
           analytics_enabled = excluded.analytics_enabled`,
        [input.id, input.name ?? null, input.analytics ?? true],
      );
      await addOrigins(tx, input.id, input.origins ?? []);
    });
    return (await this.get(input.id))!;
  }

  async addOrigins(id: string, patterns: string[]): Promise<Project | undefined> {
    if (!(await this.get(id))) return undefined;
    await this.db.transaction((tx) => addOrigins(tx, id, patterns));
    return this.get(id);
  }

  async removeOrigins(id: string, patterns: string[]): Promise<Project | undefined> {
    if (!(await this.get(id))) return undefined;
    await this.db.query('delete from project_origins where project_id = $1 and pattern = any($2)', [id, patterns]);
    return this.get(id);
  }

  async remove(id: string): Promise<boolean> {
    return (await this.db.query('delete from projects where id = $1 returning id', [id])).length > 0;
  }
}

async function addOrigins(tx: Queryable, id: string, patterns: string[]) {
  for (const pattern of patterns) {
    await tx.query('insert into project_origins (project_id, pattern) values ($1, $2) on conflict do nothing', [id, pattern]);
  }
}
