/**
 * One salt per password hash (issue 13): databases seeded before that fix hold accounts sharing one
 * `scrypt$…` string (the demo accounts, and batches reset to the initial password). On every start,
 * hashes shared by several rows of a password column are replaced by one hash per row when the server
 * knows the password — the demo password or an initial password (`account.initPassword` of any tenant,
 * else 123456); any other shared hash is replaced at that account's next log-in (server/auth/token.ts).
 */
import type { Registry } from '../../../engine/schema';
import { isPassword, isStored } from '../../../engine/schema/validation';
import { hashTypedPassword, md5Hex, verifyPassword } from '../../../server/auth/password';
import type { Db } from '../../../server/kernel/db/database';
import { snake } from '../../../server/kernel/db/tables';
import { DEMO } from '../../../server/kernel/db/demo-seed';
import { DEFAULT_INIT_PASSWORD } from '../../../server/auth/init-password';

/** Every stored password column of the registry, by table (schemas may share a table). */
function passwordColumns(registry: Registry): Array<{ table: string; column: string }> {
  const seen = new Map<string, { table: string; column: string }>();
  for (const e of registry.entities) {
    if (!e.storage) continue;
    for (const c of e.columns)
      if (isPassword(c) && isStored(c)) {
        const column = snake(c.prop);
        seen.set(`${e.storage.table}.${column}`, { table: e.storage.table, column });
      }
  }
  return [...seen.values()];
}

async function knownPasswords(db: Db): Promise<string[]> {
  const params = await db
    .selectFrom('blade_param')
    .select('param_value')
    .where('param_key', '=', 'account.initPassword')
    .execute()
    .catch(() => []);
  const values = params.map((p) => String(p.param_value ?? '').trim()).filter(Boolean);
  return [...new Set([DEMO.adminPassword, DEFAULT_INIT_PASSWORD, ...values])];
}

/** Re-salt shared hashes whose password is known; returns how many rows got a hash of their own. */
export async function resaltSharedHashes(db: Db, registry: Registry): Promise<number> {
  let changed = 0;
  let candidates: string[] | undefined;
  for (const { table, column } of passwordColumns(registry)) {
    const shared = await db
      .selectFrom(table)
      .select(column)
      .where(column, 'like', 'scrypt$%')
      .groupBy(column)
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    for (const row of shared) {
      const hash = String(row[column]);
      candidates ??= await knownPasswords(db);
      let password: string | undefined;
      for (const p of candidates) if (await verifyPassword(md5Hex(p), hash)) password = p;
      if (password === undefined) continue;
      const ids = await db.selectFrom(table).select('id').where(column, '=', hash).execute();
      for (const { id } of ids) {
        await db
          .updateTable(table)
          .set({ [column]: await hashTypedPassword(password) })
          .where('id', '=', id)
          .where(column, '=', hash)
          .execute();
        changed++;
      }
    }
  }
  return changed;
}
