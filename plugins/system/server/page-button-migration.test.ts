/** The retired page-opening buttons of an older database are marked deleted; other buttons stay. */
import { afterAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../server/kernel/db/time';
import { startTestServer } from '../../../tests/server/helpers';
import { retirePageButtons } from './page-button-migration';

const s = await startTestServer();
afterAll(async () => s?.close());

describe('retiring the page-opening buttons', () => {
  it('marks deleted the old button under its page, and nothing else', async () => {
    const db = s.database.db;
    const page = await db
      .selectFrom('blade_menu')
      .select('id')
      .where('code', '=', 'rentals.board')
      .executeTakeFirstOrThrow();
    const now = nowText();
    const add = (code: string, parent: number) =>
      db
        .insertInto('blade_menu')
        .values({
          code,
          name: code,
          alias: code,
          path: '',
          category: 2,
          parent_id: parent,
          is_deleted: 0,
          sort: 1,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const old = await add('rental_dashboard', Number(page.id));
    const elsewhere = await add('rental_dashboard', 0);
    await retirePageButtons.up(db);
    const state = async (id: unknown) =>
      Number(
        (await db.selectFrom('blade_menu').select('is_deleted').where('id', '=', Number(id)).executeTakeFirstOrThrow())
          .is_deleted,
      );
    expect(await state(old.id)).toBe(1);
    expect(await state(elsewhere.id)).toBe(0);
    expect(await state(page.id)).toBe(0);
  });
});
