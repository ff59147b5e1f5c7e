/**
 * Balance changes of the demo merchants (ids from 64001, + 500 for the second tenant): six months of
 * profit shares in, a withdrawal every other month and the odd clawback, in integer fen, each line with
 * the balance after it — and the merchant's balance set to the sum, so the figures add up to the fen.
 */
import { mulRatio } from '../../../engine/schema/money';
import { prng } from '../../../server/kernel/adapters';
import { STRIDE, type DemoTenantPlan, type Rows } from './demo-build';

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

export function buildBalances(plan: DemoTenantPlan, rows: Rows, now: string): Rows {
  const rand = prng(777 + plan.block);
  let id = 64001 + plan.block * STRIDE.wide;
  const lines: Rows[string] = [];
  for (const m of rows.tc_merchant) {
    let balance = 0;
    const add = (month: string, day: number, type: number, amount: number, remark: string) => {
      balance += amount;
      const lineId = id++;
      lines.push({
        tenant_id: plan.tenantId,
        id: lineId,
        merchant_id: m.id,
        change_type: type,
        amount,
        balance_after: balance,
        biz_no: `BL${month.replace('-', '')}${String(lineId).padStart(6, '0')}`,
        remark,
        create_time: `${month}-${String(day).padStart(2, '0')} 10:00:00`,
        update_time: now,
        status: 1,
      });
    };
    // Agents and venue owners earn less than the merchants running the cars.
    const scale = m.merchant_type === 1 || m.merchant_type === 2 ? '1' : '0.2';
    MONTHS.forEach((month, i) => {
      const income = mulRatio(150_000 + Math.floor(rand() * 450_000), scale);
      add(month, 5, 1, income, `${month} 月分账收入`);
      if (i % 2 === 1) add(month, 20, 2, -mulRatio(balance, '0.6', 'down'), '提现至对公账户');
      if (i === 3 && scale === '1') add(month, 12, 4, -Math.round(rand() * 5_000), '退款扣回');
    });
    m.balance = balance;
  }
  return { um_merchant_balance_log: lines };
}
