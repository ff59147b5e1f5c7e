/**
 * The fixture of the money and chart stories (domain toolkit): `parts.ledger`, ledger lines with a money
 * amount, a whole-number quantity, a level from the parts dictionary and a payment time; its summary sums
 * the amount and the quantity, its charts are one of each kind. Rows are deterministic and dated back from
 * today, so the charts' default ranges (which end today) always have data. Generic words only.
 */
import dayjs from 'dayjs';
import type { EntitySchema } from '../../engine/schema/model';
import { createRegistry, type Registry } from '../../engine/schema/registry';
import { defineCatalog } from '../../engine/schema/define';
import { yuanNumber } from '../../engine/schema/money';
import type { Row } from '../../engine/data/provider';

const t = (zh: string, en: string) => ({ zh, en });

export const ledger: EntitySchema = {
  name: 'parts.ledger',
  title: t('流水明细', 'Ledger lines'),
  permission: 'parts_ledger',
  api: { service: 'parts', entity: 'ledger' },
  storage: { table: 'parts_ledger', tenant: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'paidAt', order: 'desc' } },
  columns: [
    { prop: 'title', label: t('摘要', 'Title'), search: true },
    { prop: 'level', label: t('级别', 'Level'), type: 'select', dict: 'parts_level', search: true },
    { prop: 'amount', label: t('金额', 'Amount'), type: 'money' },
    { prop: 'qty', label: t('数量', 'Quantity'), type: 'number' },
    { prop: 'paidAt', label: t('支付时间', 'Paid at'), type: 'datetime', search: { mode: 'range' } },
  ],
  summary: { sums: ['amount', 'qty'] },
  charts: [
    {
      key: 'perDay',
      title: t('每日流水', 'Lines per day'),
      type: 'line',
      x: { prop: 'paidAt', label: t('日期', 'Date') },
      measures: [
        { kind: 'count', label: t('笔数', 'Lines') },
        { kind: 'sum', prop: 'amount', label: t('金额', 'Amount') },
      ],
      range: { days: 30 },
    },
    {
      key: 'perMonth',
      title: t('每月金额', 'Amount per month'),
      type: 'bar',
      x: { prop: 'paidAt', by: 'month', label: t('月份', 'Month') },
      measures: [{ kind: 'sum', prop: 'amount', label: t('金额', 'Amount') }],
      range: { days: 365 },
    },
    {
      key: 'byLevel',
      title: t('按级别', 'By level'),
      type: 'pie',
      x: { prop: 'level' },
      measures: [{ kind: 'sum', prop: 'amount', label: t('金额', 'Amount') }],
      range: { prop: 'paidAt', days: 90 },
    },
  ],
};

const catalog = defineCatalog({
  dicts: [
    {
      code: 'parts_level',
      title: t('级别', 'Level'),
      items: [
        { key: 1, label: t('低', 'Low') },
        { key: 2, label: t('中', 'Medium') },
        { key: 3, label: t('高', 'High') },
      ],
    },
  ],
});

export const ledgerRegistry: Registry = createRegistry(
  [catalog, ledger].map((value, i) => ({ file: `storybook/money-charts/${i}.ts`, value })),
);

/** `count` lines over the last `days` days: amounts in whole fen (some refunds), deterministic per index. */
export function ledgerRows(count = 240, days = 300): Row[] {
  const today = dayjs().startOf('day');
  return Array.from({ length: count }, (_v, i) => {
    const h = Math.imul(i + 1, 2654435761) >>> 0;
    const fen = (h % 90_000) + 1_000;
    const refund = h % 11 === 0;
    const when = today.subtract(Math.floor((i * days) / count), 'day').add(8 + (h % 12), 'hour').add(h % 60, 'minute');
    return {
      id: String(i + 1),
      title: refund ? `退款 #${i + 1}` : `租车 #${i + 1}`,
      level: String(1 + (h % 3)),
      amount: yuanNumber(refund ? -fen : fen),
      qty: 1 + (h % 4),
      paidAt: when.format('YYYY-MM-DD HH:mm:ss'),
    };
  });
}
