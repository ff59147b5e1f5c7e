/**
 * The code of the billing state machines (schemas/billing): every bill transition leaves a line in the
 * bill log (its remark, who, when) and stamps its time; remitting needs the bill's invoice accepted;
 * reviewing an invoice detail logs on its bill, and a rejection sends the bill back to invoice pending (a
 * system move, in the change log too). All inside the transition's transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { Row } from '../../../server/crud/convert';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { TransitionCode } from '../../../server/kernel/transitions';
import { applyMove, lockById, modelOf, move, operatorOf } from '../../../server/crud/moves';
import { writeBillLog } from './bill-log';
import { BILL, E, REVIEW, T } from './tables';

export const BILL_MOVES = {
  uploadInvoice: move('uploadInvoice', [BILL.invoicePending], BILL.invoiced, '上传发票', 'Upload the invoice'),
  invoiceRejected: move('invoiceRejected', [BILL.invoiced], BILL.invoicePending, '退回发票', 'Return the invoice'),
};

const remarkOf = (inputs: Record<string, unknown>) => String(inputs.remark ?? inputs.auditRemark ?? '');

async function latestReview(ctx: ServerContext, billId: number): Promise<number | undefined> {
  const r = await ctx.database.db
    .selectFrom(T.invoiceDetail)
    .select('bill_detail_status')
    .where('monthly_bill_id', '=', billId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return r ? Number(r.bill_detail_status) : undefined;
}

async function logOnBill(ctx: ServerContext, req: FastifyRequest, bill: Row, action: string, content: string) {
  await writeBillLog(ctx.database.db, [{ bill, action, content, operatorName: operatorOf(req) }]);
}

export function billTransitions(ctx: ServerContext): TransitionCode {
  return {
    guards: {
      invoiceAccepted: async ({ row }) => {
        const review = await latestReview(ctx, Number(row.id));
        if (review === REVIEW.accepted) return undefined;
        return review === REVIEW.toReview
          ? { zh: '发票尚未审核通过', en: 'its invoice has not been accepted yet' }
          : { zh: '没有审核通过的发票', en: 'it has no accepted invoice' };
      },
    },
    effects: {
      billChanged: async ({ req, row, transition, inputs }) => {
        if (transition.key === 'confirm')
          await ctx.database.db.updateTable(T.bill).set({ confirm_time: nowText() }).where('id', '=', Number(row.id)).execute();
        await logOnBill(ctx, req, row, transition.key, remarkOf(inputs));
      },
      remitted: async ({ req, row, inputs }) => {
        await ctx.database.db.updateTable(T.bill).set({ remit_time: nowText() }).where('id', '=', Number(row.id)).execute();
        await logOnBill(ctx, req, row, 'remit', remarkOf(inputs));
      },
      invoiceReviewed: async ({ req, row, transition, inputs }) => {
        const bill = await lockById(ctx, T.bill, Number(row.monthly_bill_id));
        if (!bill) return;
        const accepted = transition.key === 'accept';
        const note = `${String(row.invoice_no ?? '')} ${remarkOf(inputs)}`.trim();
        if (!accepted && Number(bill.bill_status) === BILL.invoiced)
          await applyMove(ctx, req, modelOf(ctx, E.bill), bill, BILL_MOVES.invoiceRejected, {}, { invoiceDetailId: String(row.id) });
        await logOnBill(ctx, req, bill, accepted ? 'acceptInvoice' : 'rejectInvoice', note);
      },
    },
  };
}
