/**
 * What every module's demo seed shares: the demo tenants and the idempotent insert. Here, below the
 * modules, so that a module's seed (workflow, mall, ...) never reaches into another module's files.
 */
import type { Db } from './database';

export const DEMO = {
  platformTenant: '000000',
  demoTenant: '100001',
  client: { id: 'saber', secret: 'saber_secret' },
  adminPassword: 'admin',
};

/** Insert unless a row matching `key` exists; returns the row id either way. */
export async function ensure(
  db: Db,
  table: string,
  key: Record<string, unknown>,
  values: Record<string, unknown>,
): Promise<number> {
  let q = db.selectFrom(table).select('id');
  for (const [k, v] of Object.entries(key)) q = q.where(k, '=', v);
  const found = await q.executeTakeFirst();
  if (found) return Number(found.id);
  const row = await db
    .insertInto(table)
    .values({ ...key, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
