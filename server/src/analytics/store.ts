// Analytics events from the kit (POST /e), one row each.
import type { Database } from '../db/types.js';

export type AnalyticsEvent = {
  projectId: string;
  origin: string;
  eventId: string;
  url: string;
  domain: string;
  /** Epoch milliseconds. */
  timestamp: number;
  props: Record<string, unknown>;
};

export class AnalyticsStore {
  constructor(private readonly db: Database) {}

  /** Stores events in one transaction: all or none. */
  async insertMany(events: AnalyticsEvent[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const e of events) {
        await tx.query(
          `insert into analytics_events (project_id, event_id, origin, url, domain, event_timestamp, props)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [e.projectId, e.eventId, e.origin, e.url, e.domain, e.timestamp, JSON.stringify(e.props)],
        );
      }
    });
  }

  async count(projectId: string): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      'select count(*)::int as count from analytics_events where project_id = $1',
      [projectId],
    );
    return row?.count ?? 0;
  }
}
