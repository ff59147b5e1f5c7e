/**
 * Invoices: `invoice/uploadSubmit` (the merchant's invoice for one or more of its bills waiting for an
 * invoice: the invoice, one detail per bill to review, each bill moved to invoiced and logged — in one
 * transaction; the amount must equal the bills' amounts to the fen), `monthbill/viewInvoiceFile?id=` (a
 * bill's invoices with their files) and `monthbill/getMerchantInvoiceList?merchantId=`.
 */
import type { FastifyRequest } from 'fastify';
import { sumFen, tryParseYuan, yuanText } from '../../../engine/schema/money';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { refreshTotals } from '../../../server/crud/integrity';
import { toWire } from '../../../server/crud/convert';
import { auditValues } from '../../../server/crud/rows';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { fen } from '../../../server/kernel/db/sums';
import { applyMove, modelOf, operatorOf } from '../../../server/crud/moves';
import { idParam, idsParam, intParam, paramsOf, type Params } from '../../../server/kernel/http/checked-params';
import { writeBillLog } from './bill-log';
import { BILL_MOVES } from './effects';
import { BILL, E, REVIEW, T } from './tables';

const BASE = '/api/unified-merchant';

function text(p: Params, name: string, label: { zh: string; en: string }, max: number, required: boolean, pattern?: RegExp): string | null {
  const v = typeof p[name] === 'string' ? (p[name] as string).trim() : p[name] === undefined || p[name] === null ? '' : String(p[name]);
  if (!v) {
    if (!required) return null;
    throw badRequest({ zh: `${label.zh}(${name})：必填`, en: `${label.en} (${name}): required` });
  }
  if (v.length > max || (pattern && !pattern.test(v)))
    throw badRequest({
      zh: `${label.zh}(${name})：格式不正确${pattern ? '' : `，最多 ${max} 字`}`,
      en: `${label.en} (${name}): not valid${pattern ? '' : `, at most ${max} characters`}`,
    });
  return v;
}

async function uploadSubmit(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const ids = p.monthlyBillIds !== undefined && p.monthlyBillIds !== '' ? idsParam(p, 'monthlyBillIds') : [idParam(p, 'monthlyBillId')];
  const invoiceNo = text(p, 'invoiceNo', { zh: '发票号码', en: 'Invoice number' }, 32, true, /^[0-9A-Za-z]{8,20}$/)!;
  const invoiceCode = text(p, 'invoiceCode', { zh: '发票代码', en: 'Invoice code' }, 32, false, /^[0-9A-Za-z]{8,20}$/);
  const invoiceType = intParam(p, 'invoiceType', 1, 3) ?? 1;
  const invoiceDate = text(p, 'invoiceDate', { zh: '开票日期', en: 'Issued on' }, 10, true, /^\d{4}-\d{2}-\d{2}$/)!;
  const invoiceFile = text(p, 'invoiceFile', { zh: '发票文件', en: 'File' }, 500, true)!;
  const remark = text(p, 'remark', { zh: '备注', en: 'Remark' }, 255, false);
  const amount = tryParseYuan(p.invoiceAmount);
  if (amount === null || amount <= 0)
    throw badRequest({ zh: '发票金额(invoiceAmount)：须为大于 0、最多两位小数的金额', en: 'Amount (invoiceAmount): must be above 0 with at most 2 decimals' });

  const model = modelOf(ctx, E.bill);
  const bills = await ctx.database.db
    .selectFrom(model.table)
    .selectAll()
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', 'in', ids)]))
    .orderBy('id')
    .execute();
  if (bills.length !== ids.length) throw notFound();
  for (const b of bills)
    if (Number(b.bill_status) !== BILL.invoicePending)
      throw badRequest({
        zh: `账单「${String(b.bill_no)}」不是「待开票」，不能上传发票`,
        en: `Bill "${String(b.bill_no)}" is not waiting for an invoice`,
      });
  if (new Set(bills.map((b) => String(b.merchant_id))).size > 1)
    throw badRequest({ zh: '一张发票只能对应同一商户的账单', en: 'One invoice covers bills of one merchant only' });
  const due = sumFen(bills.map((b) => fen(b.bill_amount)));
  if (amount !== due)
    throw badRequest({
      zh: `发票金额(invoiceAmount)：须等于账单金额合计 ${yuanText(due)} 元（填写的是 ${yuanText(amount)} 元）`,
      en: `Amount (invoiceAmount): must equal the bills' total of ${yuanText(due)} yuan (got ${yuanText(amount)})`,
    });

  const tenantId = String(bills[0].tenant_id);
  const invoiceModel = modelOf(ctx, E.invoice);
  const inserted = await ctx.database.db
    .insertInto(T.invoice)
    .values({
      tenant_id: tenantId,
      invoice_no: invoiceNo,
      invoice_code: invoiceCode,
      invoice_type: invoiceType,
      merchant_id: bills[0].merchant_id,
      merchant_name: bills[0].merchant_name,
      invoice_amount: amount,
      invoice_date: invoiceDate,
      bill_nos: bills.map((b) => String(b.bill_no)).join(',').slice(0, 500),
      invoice_file: invoiceFile,
      remark,
      status: 1,
      ...auditValues(invoiceModel, req, 'insert'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoiceId = Number(inserted.id);
  const detailModel = modelOf(ctx, E.invoiceDetail);
  for (const b of bills) {
    await ctx.database.db
      .insertInto(T.invoiceDetail)
      .values({
        tenant_id: tenantId,
        invoice_no: invoiceNo,
        invoice_id: invoiceId,
        monthly_bill_id: Number(b.id),
        bill_no: b.bill_no,
        merchant_id: b.merchant_id,
        merchant_name: b.merchant_name,
        bill_month: b.bill_month,
        amount: fen(b.bill_amount),
        bill_detail_status: REVIEW.toReview,
        status: 1,
        ...auditValues(detailModel, req, 'insert'),
      })
      .execute();
    await applyMove(ctx, req, model, b, BILL_MOVES.uploadInvoice, {}, { invoiceNo, invoiceId: String(invoiceId) });
    await writeBillLog(ctx.database.db, [{ bill: b, action: 'uploadInvoice', content: `${invoiceNo} ${yuanText(fen(b.bill_amount))}`, operatorName: operatorOf(req) }]);
  }
  // The invoice's amount is its details' sum (the schema's totals): equal to what was checked above.
  await refreshTotals(ctx.database.db, ctx.models, E.invoice, [invoiceId]);
  return ok(req, { invoiceId: String(invoiceId) });
}

async function viewInvoiceFile(ctx: ServerContext, req: FastifyRequest) {
  const billId = idParam(paramsOf(req), 'id');
  const model = modelOf(ctx, E.bill);
  const bill = await ctx.database.db
    .selectFrom(model.table)
    .select('id')
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('id', '=', billId)]))
    .executeTakeFirst();
  if (!bill) throw notFound();
  const invoice = modelOf(ctx, E.invoice);
  const rows = await ctx.database.db
    .selectFrom(`${T.invoiceDetail} as d`)
    .innerJoin(`${T.invoice} as i`, 'i.id', 'd.invoice_id')
    .selectAll('i')
    .select(['d.bill_detail_status', 'd.audit_remark', 'd.amount as detail_amount'])
    .where('d.monthly_bill_id', '=', billId)
    .orderBy('d.id', 'desc')
    .execute();
  const detail = modelOf(ctx, E.invoiceDetail);
  return ok(
    req,
    rows.map((r) => ({
      ...toWire(invoice, r),
      billDetailStatus: Number(r.bill_detail_status),
      auditRemark: r.audit_remark ?? '',
      amount: toWire(detail, { amount: r.detail_amount }).amount,
    })),
  );
}

async function merchantInvoices(ctx: ServerContext, req: FastifyRequest) {
  const merchantId = idParam(paramsOf(req), 'merchantId');
  const model = modelOf(ctx, E.invoice);
  const rows = await ctx.database.db
    .selectFrom(model.table)
    .selectAll()
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('merchant_id', '=', merchantId)]))
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return ok(req, rows.map((r) => toWire(model, r)));
}

export function invoiceRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'POST',
    url: `${BASE}/invoice/uploadSubmit`,
    access: 'monthbill_invoice',
    transaction: true,
    handler: (req) => uploadSubmit(ctx, req),
  });
  routes.add({ method: 'GET', url: `${BASE}/monthbill/viewInvoiceFile`, access: 'monthbill_view', handler: (req) => viewInvoiceFile(ctx, req) });
  routes.add({
    method: 'GET',
    url: `${BASE}/monthbill/getMerchantInvoiceList`,
    access: ['monthbill_view', 'invoice_view'],
    handler: (req) => merchantInvoices(ctx, req),
  });
}
