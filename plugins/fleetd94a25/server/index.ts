import { ok, done } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { defineServerModule } from '../../../server/kernel/module';

const TABLE = 'zz_fleetd94a25_log';

export default defineServerModule({
  name: 'fleetd94a25',
  after: ['system'],
  tables: [
    {
      name: TABLE,
      columns: [
        { name: 'tenant_id', type: 'string', length: 12 },
        { name: 'param_key', type: 'string', length: 255 },
      ],
      indexes: [{ columns: ['tenant_id'] }],
    },
  ],
  hooks: (ctx) => ({
    'system.param': {
      beforeInsert: ({ values }) => {
        if (values.param_key === 'refused.by.module') throw badRequest({ zh: '台账拒绝', en: 'Refused by the ledger' });
      },
      // Runs in the insert's transaction: its row and the parameter commit or roll back together.
      afterInsert: async ({ values }) => {
        await ctx.database.db.insertInto(TABLE).values({ tenant_id: values.tenant_id, param_key: values.param_key }).execute();
        if (values.param_key === 'fails.after') throw new Error('the ledger failed after the insert');
      },
    },
  }),
  // Long-lived work: started when the app is ready, stopped when it closes (seen through a global here).
  start: () => {
    const g = globalThis as Record<string, string[]>;
    (g.fleetd94a25Events ??= []).push('started');
  },
  stop: () => {
    (globalThis as Record<string, string[]>).fleetd94a25Events.push('stopped');
  },
  routes(ctx, routes) {
    routes.add({
      method: 'GET',
      url: '/api/fleetd94a25/log',
      access: 'fleetd94a25.log',
      handler: async (req) =>
        ok(
          req,
          await ctx.database.db.selectFrom(TABLE).select('param_key').where('tenant_id', '=', req.auth!.tenantId).orderBy('id').execute(),
        ),
    });
    routes.add({
      method: 'POST',
      url: '/api/fleetd94a25/log/clear',
      access: 'fleetd94a25_clear',
      transaction: true,
      usualEvent: async (_req, ok) => (ok ? { logId: 'fleetd94a25-clear', logData: { zh: '台账已清空', en: 'Ledger cleared' } } : undefined),
      handler: async (req) => {
        await ctx.database.db.deleteFrom(TABLE).where('tenant_id', '=', req.auth!.tenantId).execute();
        if ((req.query as Record<string, string>).fail) throw badRequest({ zh: '已撤销', en: 'Rolled back' });
        return done(req);
      },
    });
  },
});
