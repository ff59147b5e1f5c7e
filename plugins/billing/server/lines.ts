/**
 * Bill lines written by people (the generic add, edit and remove of billing.monthBillDetail): only
 * adjustment lines, only while their bill is to confirm or disputed, never moved to another bill. The
 * engine does the rest in the same transaction (docs/integrity.md): a line goes to its bill's tenant and
 * copies its number and merchant (the schema's `owner`), its type must be one of the dictionary's, and the
 * bill's amounts are summed again from its lines (the bill's `totals`); this module adds the bill log line.
 */
import type { FastifyRequest } from 'fastify';
import { yuanText } from '../../../engine/schema/money';
import type { Row } from '../../../server/crud/convert';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { HookMap } from '../../../server/kernel/hooks';
import { fen } from '../../../server/kernel/db/sums';
import { modelOf, operatorOf } from '../../../server/crud/moves';
import { writeBillLog } from './bill-log';
import { linesInLang } from './line-names';
import { ADJUSTMENT, BILL, E, GENERATED, INCOME, KIND, T } from './tables';

const EDITABLE: number[] = [BILL.toConfirm, BILL.disputed];

/** The bill of a line, within the caller's tenant and scope; 400 naming monthlyBillId when there is none. */
async function billOf(ctx: ServerContext, req: FastifyRequest, billId: unknown): Promise<Row> {
  const model = modelOf(ctx, E.bill);
  const bill = await ctx.database.db
    .selectFrom(model.table)
    .selectAll()
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', '=', Number(billId))]))
    .executeTakeFirst();
  if (!bill) throw badRequest({ zh: '月账单ID：没有这张账单', en: 'Bill ID: there is no such bill' });
  if (!EDITABLE.includes(Number(bill.bill_status)))
    throw badRequest({
      zh: `账单「${String(bill.bill_no)}」已确认，明细不能再修改`,
      en: `Bill "${String(bill.bill_no)}" is confirmed: its lines can no longer change`,
    });
  return bill;
}

const generatedLine = () =>
  badRequest({
    zh: '系统生成的明细来自订单、退款和分账，不能修改或删除；请添加调整明细',
    en: 'Generated lines come from orders, refunds and shares and cannot be changed or removed: add an adjustment line instead',
  });

const describe = (line: Row) =>
  `${String(line.category_name ?? '')} ${Number(line.category_type) === INCOME ? '+' : '−'}${yuanText(fen(line.amount))}`;

async function after(ctx: ServerContext, req: FastifyRequest, bill: Row, action: string, content: string) {
  await writeBillLog(ctx.database.db, [{ bill, action, content, operatorName: operatorOf(req) }]);
}

export function lineHooks(ctx: ServerContext): HookMap {
  return {
    [E.line]: {
      // Generated lines read in the reader's language (line-names.ts).
      afterRead: ({ req, rows }) => linesInLang(rows, req.lang),
      beforeInsert: async ({ req, values }) => {
        await billOf(ctx, req, values.monthly_bill_id);
        Object.assign(values, { source: ADJUSTMENT, line_kind: KIND.adjust });
      },
      afterInsert: async ({ req, values }) => {
        const bill = await billOf(ctx, req, values.monthly_bill_id);
        await after(ctx, req, bill, 'lineAdd', describe(values));
      },
      beforeUpdate: async ({ req, before, values }) => {
        if (Number(before.source) === GENERATED) throw generatedLine();
        if (Object.hasOwn(values, 'monthly_bill_id') && Number(values.monthly_bill_id) !== Number(before.monthly_bill_id))
          throw badRequest({ zh: '月账单ID：明细不能移到另一张账单', en: 'Bill ID: a line cannot move to another bill' });
        await billOf(ctx, req, before.monthly_bill_id);
        delete values.source;
        delete values.line_kind;
      },
      afterUpdate: async ({ req, before, values }) => {
        const bill = await billOf(ctx, req, before.monthly_bill_id);
        await after(ctx, req, bill, 'lineEdit', `${describe(before)} → ${describe({ ...before, ...values })}`);
      },
      beforeRemove: async ({ req, rows }) => {
        if (rows.some((r) => Number(r.source) === GENERATED)) throw generatedLine();
        for (const id of new Set(rows.map((r) => Number(r.monthly_bill_id)))) await billOf(ctx, req, id);
      },
      afterRemove: async ({ req, rows }) => {
        for (const id of new Set(rows.map((r) => Number(r.monthly_bill_id)))) {
          const bill = await ctx.database.db.selectFrom(T.bill).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
          const gone = rows.filter((r) => Number(r.monthly_bill_id) === id).map(describe);
          await after(ctx, req, bill, 'lineRemove', gone.join('; '));
        }
      },
    },
  };
}
