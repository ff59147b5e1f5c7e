/**
 * The benchmark size flag: `npm run seed -- --rent-records N` tops the demo tenant's rent records up to N
 * deterministic rows, never duplicating, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../engine/schema/node/load';
import { loadModules } from '../../../../server/compose/modules';
import { prepareDatabase } from '../../../../server/compose/prepare';
import type { Database } from '../../../../server/kernel/db/database';
import { createTestDatabase } from '../../../../tests/server/helpers';
import { TABLE } from '../store';
import { bulkRentRow, seedRentRecords } from './bulk';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await prepareDatabase(database, await loadRegistry(), { demo: false });
}, 60_000);
afterAll(async () => drop?.());

const count = async () =>
  Number((await database.db.selectFrom(TABLE.rent).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('--rent-records', () => {
  it('is a flag of npm run seed, declared by the rentals module (seedSizes)', async () => {
    const rentals = (await loadModules()).find((m) => m.name === 'rentals')!;
    expect(rentals.seedSizes?.map((s) => s.flag)).toEqual(['rent-records']);
  });

  it('tops the table up to N rows, the same rows every time, never twice', async () => {
    expect(await seedRentRecords(database, 2500)).toBe(2500);
    expect(await seedRentRecords(database, 2500)).toBe(0);
    expect(await seedRentRecords(database, 3100)).toBe(600);
    expect(await count()).toBe(3100);
    const first = await database.db.selectFrom(TABLE.rent).selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const expected = bulkRentRow(0);
    expect(first.order_number).toBe(expected.order_number);
    expect(first.start_time).toBe(expected.start_time);
    expect(Number(first.paid_amount)).toBe(expected.paid_amount);
  });
});
