/**
 * The names and remarks of generated bill lines in both languages (issue 35 item 5: every word in the
 * reader's). A generated line is stored with its Chinese name and remark in `category_name` / `remark` (the
 * contract's fields, which Saber reads) and their English in `category_name_en` / `remark_en`; a reader in
 * English gets the English ones (`englishLines`, an afterRead hook). Rows generated before the English
 * columns existed are put into English from their Chinese, whose shape this module made: `订单收入·<store>`,
 * `12 笔订单`… — the store and receiver names are the business's data and stay as they are.
 */
import type { Row } from '../../../server/crud/convert';
import { GENERATED, KIND } from './tables';

export interface Words {
  zh: string;
  en: string;
}

const KIND_NAMES: Record<string, Words> = {
  [KIND.order]: { zh: '订单收入', en: 'Order income' },
  [KIND.refund]: { zh: '退款', en: 'Refunds' },
  [KIND.share]: { zh: '分账', en: 'Profit share' },
  [KIND.shareBack]: { zh: '分账回退', en: 'Profit shares returned' },
};

/** Who received a share (receiverType 1–4). */
const RECEIVERS: Words[] = [
  { zh: '', en: '' },
  { zh: '子商户', en: 'Sub-merchant' },
  { zh: '门店', en: 'Store' },
  { zh: '合作伙伴', en: 'Partner' },
  { zh: '平台', en: 'Platform' },
];

/** What a line counts, in Chinese and in English (singular, plural). */
const COUNTED: Record<string, { zh: string; en: [string, string] }> = {
  [KIND.order]: { zh: '笔订单', en: ['order', 'orders'] },
  [KIND.refund]: { zh: '笔退款', en: ['refund', 'refunds'] },
  [KIND.share]: { zh: '笔', en: ['share', 'shares'] },
  [KIND.shareBack]: { zh: '笔', en: ['return', 'returns'] },
};

/** A generated line's name: its kind, then what it is about (a store, a receiver) when it has one. */
export function lineName(kind: string, subject?: string): Words {
  const k = KIND_NAMES[kind] ?? { zh: kind, en: kind };
  const about = subject ? `·${subject}` : '';
  return { zh: `${k.zh}${about}`.slice(0, 64), en: `${k.en}${subject ? ` · ${subject}` : ''}`.slice(0, 64) };
}

/** A generated line's remark: how many records it sums (and for a share, the kind of receiver). */
export function lineRemark(kind: string, count: number, receiverType?: number): Words {
  const c = COUNTED[kind] ?? { zh: '笔', en: ['record', 'records'] };
  const who = receiverType ? RECEIVERS[receiverType] : undefined;
  return {
    zh: `${who?.zh ?? ''} ${count} ${c.zh}`.trim(),
    en: `${who?.en ? `${who.en}, ` : ''}${count} ${c.en[count === 1 ? 0 : 1]}`,
  };
}

/** English of a line generated before `category_name_en` existed, from the Chinese this module wrote. */
export function englishOfStored(kind: string, name: string, remark: string): { name: string; remark: string } {
  const subject = name.includes('·') ? name.slice(name.indexOf('·') + 1) : undefined;
  const count = Number(/(\d+)/.exec(remark)?.[1] ?? NaN);
  const receiver = RECEIVERS.findIndex((r, i) => i > 0 && remark.startsWith(r.zh));
  return {
    name: KIND_NAMES[kind] ? lineName(kind, subject).en : name,
    remark: Number.isFinite(count) ? lineRemark(kind, count, receiver > 0 ? receiver : undefined).en : remark,
  };
}

/** Wire rows of bill lines for a reader in `lang`: generated lines in English for an English reader. */
export function linesInLang(rows: Row[], lang: string): Row[] {
  if (lang !== 'en') return rows;
  return rows.map((r) => {
    if (Number(r.source) !== GENERATED) return r;
    const name = String(r.categoryName ?? '');
    const remark = String(r.remark ?? '');
    const stored = englishOfStored(String(r.lineKind ?? ''), name, remark);
    return { ...r, categoryName: r.categoryNameEn || stored.name, remark: r.remarkEn || stored.remark };
  });
}
