/**
 * Sharing receivers: saving one (the generic submit) queues its registration with the payment channel —
 * a `sharing.register` job in the same transaction (the outbox) — which marks it registered, or failed
 * with the channel's reason. `detailFrom` answers a merchant's receivers of a sharing type; the admin's
 * `handleMerchantInfo` registers all of a merchant's receivers again (after the merchant's details changed).
 */
import type { FastifyRequest } from 'fastify';
import { isRetryable, type JobKind } from '../../../server/kernel/jobs/types';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { HookMap } from '../../../server/kernel/hooks';
import { ApiError } from '../../../server/kernel/http/errors';
import { sharingChannel } from './channel';
import { E, T } from './tables';

export const REGISTER_JOB = 'sharing.register';
/** Registration states (dict receiver_register_status). */
export const REG = { registering: 0, registered: 1, failed: 2 } as const;

export async function enqueueRegister(ctx: ServerContext, req: FastifyRequest | null, tenantId: string, id: number, round: string) {
  await ctx.jobs.enqueue(
    REGISTER_JOB,
    { receiveId: id },
    {
      key: `register-${id}-${round}`,
      owner: { tenantId, userId: req?.auth?.userId ?? '0', account: req?.auth?.account ?? 'system', lang: req?.lang ?? 'zh' },
    },
  );
}

async function merchantName(ctx: ServerContext, merchantId: unknown): Promise<string | undefined> {
  const merchants = ctx.models.get('merchant.merchant');
  if (!merchants || merchantId == null) return undefined;
  const m = await ctx.database.db.selectFrom(merchants.table).select('merchant_name').where('id', '=', Number(merchantId)).executeTakeFirst();
  return m ? String(m.merchant_name) : undefined;
}

export function receiverHooks(ctx: ServerContext): HookMap {
  const registerAgain = async (req: FastifyRequest, id: number) => {
    const row = await ctx.database.db.selectFrom(T.receive).select(['tenant_id', 'update_time']).where('id', '=', id).executeTakeFirstOrThrow();
    await enqueueRegister(ctx, req, String(row.tenant_id), id, String(row.update_time ?? ''));
  };
  return {
    [E.receive]: {
      beforeInsert: async ({ values }) => {
        values.register_status = REG.registering;
        const name = await merchantName(ctx, values.merchant_id);
        if (name) values.merchant_name = name;
      },
      afterInsert: async ({ req, id }) => registerAgain(req, id),
      beforeUpdate: async ({ before, values }) => {
        const changed = ['receiver_account', 'receiver_type', 'receiver_name'].some(
          (c) => Object.hasOwn(values, c) && String(values[c]) !== String(before[c]),
        );
        if (changed) values.register_status = REG.registering;
        const name = await merchantName(ctx, values.merchant_id ?? before.merchant_id);
        if (name) values.merchant_name = name;
      },
      afterUpdate: async ({ req, id, values }) => {
        if (values.register_status === REG.registering) await registerAgain(req, id);
      },
    },
  };
}

export function registerJob(ctx: ServerContext): JobKind<{ receiveId: number }, unknown> {
  return {
    kind: REGISTER_JOB,
    maxAttempts: 4,
    backoffMs: 2000,
    async run(job) {
      const id = job.payload.receiveId;
      const row = await ctx.database.db.selectFrom(T.receive).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || Number(row.is_deleted) === 1) return { skipped: true };
      const mark = (status: number, message: string) =>
        job.complete(async () => {
          await ctx.database.db.updateTable(T.receive).set({ register_status: status, register_message: message.slice(0, 255) }).where('id', '=', id).execute();
          return { registerStatus: status };
        });
      try {
        await ctx.adapters.get(sharingChannel).addReceiver({
          account: String(row.receiver_account),
          type: Number(row.receiver_type),
          name: String(row.receiver_name),
        });
        return mark(REG.registered, '');
      } catch (err) {
        if (isRetryable(err) && job.attempt < job.maxAttempts) throw err;
        const reason = err instanceof ApiError && typeof err.text === 'object' ? err.text[job.owner.lang] : String(err);
        return mark(REG.failed, reason);
      }
    },
  };
}

/** A merchant's live receivers of a sharing type (`detailFrom`). */
export async function receiversOf(ctx: ServerContext, tenantId: string, merchantId: number, profitsharingType?: number) {
  let q = ctx.database.db
    .selectFrom(T.receive)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('merchant_id', '=', merchantId);
  if (profitsharingType !== undefined) q = q.where('profitsharing_type', '=', profitsharingType);
  return q.orderBy('id').execute();
}
