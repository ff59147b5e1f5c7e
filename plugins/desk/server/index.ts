/**
 * The server half of the desk plugin: the code of the notices' publishing state machine, and the demo
 * notifications and console messages (./seed-notify.ts).
 *
 * - guard `noticeComplete`: a notice without content is not published;
 * - effect `stampRelease`: a published notice is dated the day it was published;
 * - migration: notices written before the state machine existed were visible to everyone, so they count
 *   as published.
 *
 * Both run inside the transition's transaction (server/crud/transitions.ts): `ctx.database.db` is that
 * transaction, so the date and the new state commit together, with the change-log row.
 */
import { nowText } from '../../../server/kernel/db/time';
import { defineServerModule } from '../../../server/kernel/module';
import { seedNotifyDemo } from './seed-notify';

export default defineServerModule({
  name: 'desk',
  after: ['system'],
  // Notifications and console messages (blade-notify) for a newcomer's desk.
  seed: async (ctx, { demo }) => (demo ? seedNotifyDemo(ctx.database.db) : undefined),
  migrations: [
    {
      id: 'notice-publish-status',
      up: async (db) => {
        await db.updateTable('blade_notice').set({ publish_status: 1 }).where('publish_status', 'is', null).execute();
      },
    },
  ],
  transitions: (ctx) => ({
    guards: {
      noticeComplete: ({ row }) =>
        String(row.content ?? '').trim() ? undefined : { zh: '通知内容为空', en: 'the notice has no content' },
    },
    effects: {
      stampRelease: async ({ model, row }) => {
        await ctx.database.db
          .updateTable(model.table)
          .set({ release_time: nowText().slice(0, 10) })
          .where('id', '=', Number(row.id))
          .execute();
      },
    },
  }),
});
