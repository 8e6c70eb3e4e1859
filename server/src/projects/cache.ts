// A short-lived in-process cache of project lookups, so hot endpoints do not hit the database on
// every request. Instances stay stateless: an origin edit reaches every instance within `ttlMs`.
import type { Project, ProjectStore } from './store.js';

export class ProjectCache {
  private readonly entries = new Map<string, { at: number; project: Project | undefined }>();

  constructor(
    private readonly store: ProjectStore,
    private readonly ttlMs = 5_000,
  ) {}

  async get(id: string): Promise<Project | undefined> {
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.project;
    const project = await this.store.get(id);
    if (this.entries.size > 10_000) this.entries.clear(); // bounded: unknown ids must not grow memory
    this.entries.set(id, { at: Date.now(), project });
    return project;
  }

  invalidate(id?: string) {
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }
}
