/**
 * The order actions that settle what a rental costs: force end (`forceEndOrder`), finish or cancel a
 * Pay-Score order (`finishPayPointsOrder`, `cancelPayPointsOrder`), sync an order with the payment channel
 * (`rentRecordSyncOrder`), modify the amount of an unpaid rental (`rentRecordModifyMoney`).
 *
 * Each is one transaction holding the rental's and the order's row locks: an earlier copy of the request
 * is answered with its result (changes.ts); the states must allow it (the schemas' state machines,
 * state.ts); the payment channel is asked where money moves (a refusal or a timeout rolls everything back
 * with the channel's message); the order, its rental and the payment order change together; one change
 * record is written; the partners' pushes are queued in the same transaction (push.ts).
 */
import type { FastifyRequest } from 'fastify';
import { formatFen, type Fen } from '../../../engine/schema/money';
import type { Row } from '../../../server/crud/convert';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { CHANGE, findRepeat, identityOf, repeatedResult, writeChange, type ActionResult, type RequestIdentity } from './changes';
import { paymentChannel } from './payment-channel';
import { pushPaid, pushRentChange, recordPayment } from './payments';
import { applyMove, requireMove, stateOf } from './state';
import { ENTITY, fen, lockById, lockRow, modelOf, ORDER, RENT, TABLE } from './store';

interface Locked {
  rent: Row;
  order: Row;
  identity: RequestIdentity;
  repeat?: ActionResult;
}

/** Lock the target (a rental or an order) and its partner row, and look for an earlier copy of the request. */
async function lockPair(ctx: ServerContext, req: FastifyRequest, by: 'rent' | 'order', id: number, action: string, inputs: Record<string, unknown>): Promise<Locked> {
  const target = await lockRow(ctx, req, by === 'rent' ? ENTITY.rent : ENTITY.order, id);
  const identity = identityOf(req, action, id, inputs);
  const found = await findRepeat(ctx, String(target.tenant_id), identity);
  const rent = by === 'rent' ? target : await lockById(ctx, TABLE.rent, Number(target.rent_record_id));
  const order = by === 'order' ? target : await lockById(ctx, TABLE.order, Number(target.order_id));
  if (!rent || !order) throw badRequest({ zh: '租赁记录与订单不匹配', en: 'The rental and its order do not match' });
  return { rent, order, identity, ...(found && { repeat: repeatedResult(found) }) };
}

const result = (changeId: number, order: Row, orderStatus: number): ActionResult => ({
  changeId: String(changeId),
  orderId: String(order.id),
  rentRecordId: String(order.rent_record_id),
  orderStatus,
  repeated: false,
});

const stillRenting = () =>
  badRequest({ zh: '车辆仍在租用中，请先强制结束租赁', en: 'The car is still out: force-end the rental first' });

/** Collect `amount` on a Pay-Score order through the channel (or cancel it when 0); answers its new state. */
async function settlePoints(ctx: ServerContext, req: FastifyRequest, order: Row, amount: Fen, inputs: Record<string, unknown>) {
  const model = modelOf(ctx, ENTITY.order);
  const channel = ctx.adapters.get(paymentChannel);
  if (amount === 0) {
    await channel.cancelPoints({ orderNumber: String(order.order_number) });
    return applyMove(ctx, req, { model, row: order, key: 'cancelPoints', set: { order_amount: 0 }, inputs });
  }
  const { transactionId } = await channel.finishPoints({ orderNumber: String(order.order_number), amount });
  const to = await applyMove(ctx, req, {
    model,
    row: order,
    key: 'finishPoints',
    set: { order_amount: amount, paid_amount: amount, pay_time: nowText(), transaction_id: transactionId },
    inputs,
  });
  await recordPayment(ctx, order, amount, transactionId);
  await pushPaid(ctx, order, amount, transactionId);
  return to;
}

/** The rental's copy of its order's figures, settling a returned rental once its order is settled. */
async function followOrder(ctx: ServerContext, req: FastifyRequest, rent: Row, set: Row, settle: boolean) {
  if (settle && Number(rent.status) === RENT.returned)
    await applyMove(ctx, req, { model: modelOf(ctx, ENTITY.rent), row: rent, key: 'settle', set });
  else await ctx.database.db.updateTable(TABLE.rent).set(set).where('id', '=', Number(rent.id)).execute();
}

export async function finishPoints(ctx: ServerContext, req: FastifyRequest, orderId: number, amount: Fen, inputs: Record<string, unknown>) {
  return ctx.database.transaction(async () => {
    const { rent, order, identity, repeat } = await lockPair(ctx, req, 'order', orderId, 'finishPoints', inputs);
    if (repeat) return repeat;
    await requireMove(ctx, modelOf(ctx, ENTITY.order), order, amount === 0 ? 'cancelPoints' : 'finishPoints');
    if (Number(rent.status) === RENT.renting) throw stillRenting();
    const to = await settlePoints(ctx, req, order, amount, inputs);
    await followOrder(ctx, req, rent, { rent_amount: amount, paid_amount: amount, pay_status: to }, true);
    const changeId = await writeChange(ctx, req, identity, {
      order,
      changeType: CHANGE.finishPoints,
      before: fen(order.order_amount),
      after: amount,
      moved: amount,
      beforeStatus: ORDER.points,
      afterStatus: to,
      remarks: `完结金额 ${formatFen(amount, 'zh')}`,
    });
    await pushRentChange(ctx, order, changeId, CHANGE.finishPoints, { amount: inputs.orderAmount });
    return result(changeId, order, to);
  });
}

export async function cancelPoints(ctx: ServerContext, req: FastifyRequest, orderId: number) {
  return ctx.database.transaction(async () => {
    const { rent, order, identity, repeat } = await lockPair(ctx, req, 'order', orderId, 'cancelPoints', {});
    if (repeat) return repeat;
    await requireMove(ctx, modelOf(ctx, ENTITY.order), order, 'cancelPoints');
    if (Number(rent.status) === RENT.renting) throw stillRenting();
    const to = await settlePoints(ctx, req, order, 0, {});
    await followOrder(ctx, req, rent, { rent_amount: 0, paid_amount: 0, pay_status: to }, true);
    const changeId = await writeChange(ctx, req, identity, {
      order,
      changeType: CHANGE.cancelPoints,
      before: fen(order.order_amount),
      after: 0,
      moved: 0,
      beforeStatus: ORDER.points,
      afterStatus: to,
      remarks: '取消支付分订单',
    });
    await pushRentChange(ctx, order, changeId, CHANGE.cancelPoints, {});
    return result(changeId, order, to);
  });
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 60_000));

export async function forceEnd(ctx: ServerContext, req: FastifyRequest, rentId: number, amount: Fen, remarks: string, inputs: Record<string, unknown>) {
  return ctx.database.transaction(async () => {
    const { rent, order, identity, repeat } = await lockPair(ctx, req, 'rent', rentId, 'forceEnd', inputs);
    if (repeat) return repeat;
    await requireMove(ctx, modelOf(ctx, ENTITY.rent), rent, 'forceEnd');
    const before = stateOf(modelOf(ctx, ENTITY.order), order);
    let to = before;
    if (before === ORDER.points) to = await settlePoints(ctx, req, order, amount, inputs);
    else if (before === ORDER.unpaid && amount === 0)
      to = await applyMove(ctx, req, { model: modelOf(ctx, ENTITY.order), row: order, key: 'close', set: { order_amount: 0 }, inputs });
    else if (before === ORDER.unpaid)
      await ctx.database.db.updateTable(TABLE.order).set({ order_amount: amount }).where('id', '=', Number(order.id)).execute();
    else
      throw badRequest({ zh: '订单已结算，不能强制结束，请使用退款', en: 'The order is settled already: use a refund instead' });
    const end = rent.end_time ? String(rent.end_time) : nowText();
    const paid = to === ORDER.paid ? amount : 0;
    await applyMove(ctx, req, {
      model: modelOf(ctx, ENTITY.rent),
      row: rent,
      key: 'forceEnd',
      set: {
        end_time: end,
        duration: minutesBetween(String(rent.start_time), end),
        rent_amount: amount,
        paid_amount: paid,
        pay_status: to,
        remark: remarks.slice(0, 255),
      },
      inputs,
    });
    const changeId = await writeChange(ctx, req, identity, {
      order,
      changeType: CHANGE.forceEnd,
      before: fen(rent.rent_amount),
      after: amount,
      moved: paid,
      beforeStatus: before,
      afterStatus: to,
      remarks,
    });
    await pushRentChange(ctx, order, changeId, CHANGE.forceEnd, { amount: inputs.orderAmount, remarks });
    return result(changeId, order, to);
  });
}

export async function syncOrder(ctx: ServerContext, req: FastifyRequest, rentId: number) {
  return ctx.database.transaction(async () => {
    const { rent, order, identity, repeat } = await lockPair(ctx, req, 'rent', rentId, 'syncOrder', {});
    if (repeat) return repeat;
    await requireMove(ctx, modelOf(ctx, ENTITY.rent), rent, 'syncOrder');
    const before = stateOf(modelOf(ctx, ENTITY.order), order);
    let to = before;
    let paid = fen(order.paid_amount);
    if (before === ORDER.unpaid || before === ORDER.points) {
      const amount = fen(order.order_amount);
      const answer = await ctx.adapters.get(paymentChannel).queryOrder({ orderNumber: String(order.order_number), amount });
      if (!answer.paid)
        throw badRequest({
          zh: `支付渠道显示订单 ${String(order.order_number)} 尚未支付，无需同步`,
          en: `The payment channel says order ${String(order.order_number)} is not paid yet: nothing to sync`,
        });
      const transactionId = answer.transactionId ?? '';
      to = await applyMove(ctx, req, {
        model: modelOf(ctx, ENTITY.order),
        row: order,
        key: before === ORDER.unpaid ? 'pay' : 'finishPoints',
        set: { paid_amount: amount, pay_time: nowText(), transaction_id: transactionId },
      });
      paid = amount;
      await recordPayment(ctx, order, amount, transactionId);
      await pushPaid(ctx, order, amount, transactionId);
    }
    await applyMove(ctx, req, {
      model: modelOf(ctx, ENTITY.rent),
      row: rent,
      key: 'syncOrder',
      set: { paid_amount: paid, pay_status: to },
    });
    const changeId = await writeChange(ctx, req, identity, {
      order,
      changeType: CHANGE.syncOrder,
      before: fen(order.paid_amount),
      after: paid,
      moved: paid - fen(order.paid_amount),
      beforeStatus: before,
      afterStatus: to,
      remarks: '同步支付结果',
    });
    await pushRentChange(ctx, order, changeId, CHANGE.syncOrder, {});
    return result(changeId, order, to);
  });
}

export async function modifyMoney(ctx: ServerContext, req: FastifyRequest, rentId: number, amount: Fen, remarks: string, inputs: Record<string, unknown>) {
  return ctx.database.transaction(async () => {
    const { rent, order, identity, repeat } = await lockPair(ctx, req, 'rent', rentId, 'modifyMoney', inputs);
    if (repeat) return repeat;
    const status = stateOf(modelOf(ctx, ENTITY.order), order);
    if (![RENT.returned, RENT.forceEnded].includes(Number(rent.status) as 1 | 3))
      throw badRequest({ zh: '只有已归还或已强制结束的租赁可以修改金额', en: 'Only a returned or force-ended rental can have its amount modified' });
    if (status !== ORDER.unpaid && status !== ORDER.points)
      throw badRequest({ zh: '订单已结算，不能修改金额，请使用退款', en: 'The order is settled already: use a refund instead' });
    const old = fen(rent.rent_amount);
    if (old === amount)
      throw badRequest({ zh: `新金额与原金额相同（${formatFen(old, 'zh')}）`, en: `The new amount is the current one (${formatFen(old, 'en')})` });
    await ctx.database.db.updateTable(TABLE.rent).set({ rent_amount: amount }).where('id', '=', Number(rent.id)).execute();
    await ctx.database.db.updateTable(TABLE.order).set({ order_amount: amount }).where('id', '=', Number(order.id)).execute();
    const changeId = await writeChange(ctx, req, identity, {
      order,
      changeType: CHANGE.modifyMoney,
      before: old,
      after: amount,
      moved: amount - old,
      beforeStatus: status,
      afterStatus: status,
      remarks,
    });
    await pushRentChange(ctx, order, changeId, CHANGE.modifyMoney, { amount: inputs.rentAmount, remarks });
    return result(changeId, order, status);
  });
}
