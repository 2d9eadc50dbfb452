import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { JOBS_SCHEMA } from './runner';

export interface LastRunRow {
  name: string;
  state: 'completed' | 'failed';
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The latest finished run of each named job, from the queue library's tables (recent runs, then
 * its archive of older ones). None before any instance has run the jobs.
 */
export async function lastRuns(db: Executor, names: string[]): Promise<LastRunRow[]> {
  if (names.length === 0) return [];
  const [installed] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.archive`}) is not null as ok`),
  );
  if (!installed?.ok) return [];
  const schema = sql.identifier(JOBS_SCHEMA);
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const finished = (table: string) => sql`
    select name, state::text as state, started_on, completed_on, output
    from ${schema}.${sql.identifier(table)}
    where name in (${list}) and state in ('completed', 'failed')`;
  return rowsOf<LastRunRow>(
    await db.execute(sql`
      select distinct on (name) name, state, started_on, completed_on, output
      from (${finished('job')} union all ${finished('archive')}) runs
      order by name, completed_on desc nulls last`),
  );
}
