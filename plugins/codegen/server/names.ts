/**
 * Names and labels of generated schemas: table and column names → props, paths, codes; comments →
 * Chinese labels, names → English labels; enumerations written in comments ("状态：0-停用 1-启用") →
 * dictionary items. Pure functions.
 */
import type { I18nText } from '../../../engine/schema';

/** store_name → storeName; undefined when the name does not map back to itself (the server stores snake_case of the prop). */
export function propOf(column: string): string | undefined {
  const prop = column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(prop)) return undefined;
  const back = prop.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return back === column ? prop : undefined;
}

/** Words of a snake_case or camelCase name. */
export const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export const camelOf = (words: string[]): string =>
  words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');

/** The table name without its prefix (biz_store_patrol, biz_ → store_patrol). */
export function stripPrefix(table: string, prefix: string | undefined): string {
  const p = (prefix ?? '').toLowerCase();
  return p && table.toLowerCase().startsWith(p) && table.length > p.length ? table.slice(p.length) : table;
}

const UPPER = new Set(['id', 'url', 'ip', 'api', 'sms', 'oss', 'qr', 'vip', 'sku', 'spu', 'iot']);

/** English words of a name as a label: store_name → "Store name", merchant_id → "Merchant ID". */
export function englishLabel(name: string): string {
  const words = wordsOf(name).map((w) => (UPPER.has(w) ? w.toUpperCase() : w));
  const text = words.join(' ');
  return text ? text[0].toUpperCase() + text.slice(1) : name;
}

/** Chinese for the words column names are usually made of, for columns without a comment. */
const ZH_WORDS: Record<string, string> = {
  name: '名称', code: '编号', no: '编号', title: '标题', content: '内容', remark: '备注', memo: '备忘', note: '备注',
  description: '描述', desc: '描述', status: '状态', state: '状态', type: '类型', category: '分类', kind: '种类',
  sort: '排序', order: '订单', phone: '电话', mobile: '手机号', tel: '电话', email: '邮箱', url: '网址',
  link: '链接', address: '地址', city: '城市', province: '省份', district: '区县', area: '区域', region: '地区',
  time: '时间', date: '日期', start: '开始', end: '结束', create: '创建', update: '修改', user: '用户',
  dept: '部门', store: '门店', shop: '店铺', merchant: '商户', site: '场地', device: '设备', car: '车辆',
  price: '价格', amount: '金额', fee: '费用', money: '金额', count: '数量', qty: '数量', num: '数量',
  total: '合计', score: '评分', level: '等级', image: '图片', img: '图片', pic: '图片', avatar: '头像',
  logo: '标志', contact: '联系人', manager: '负责人', owner: '负责人', open: '营业', close: '关闭',
  is: '是否', enabled: '启用', enable: '启用', deleted: '删除', id: '编号', member: '会员', patrol: '巡检',
  result: '结果', reason: '原因', audit: '审核', pay: '支付', refund: '退款', stock: '库存', goods: '商品',
};

/** A Chinese label from the words of a name, or undefined when a word is not known. */
export function chineseFromName(name: string): string | undefined {
  const words = wordsOf(name);
  if (!words.length) return undefined;
  const parts = words.map((w) => ZH_WORDS[w]);
  return parts.every(Boolean) ? parts.join('') : undefined;
}

/** The label part of a comment: "状态：0-停用 1-启用" → "状态"; "门店名称" → "门店名称". */
export function labelOfComment(comment: string | undefined): string | undefined {
  const c = comment?.trim();
  if (!c) return undefined;
  const head = c.split(/[：:（(，,;；\n]/)[0].trim();
  return head || undefined;
}

/** English words for the Chinese labels enumerations usually use. */
const EN_WORDS: Record<string, string> = {
  停用: 'Disabled', 禁用: 'Disabled', 启用: 'Enabled', 正常: 'Normal', 冻结: 'Frozen', 是: 'Yes', 否: 'No',
  有: 'Yes', 无: 'None', 男: 'Male', 女: 'Female', 未知: 'Unknown', 待审核: 'Pending review', 审核中: 'In review',
  已审核: 'Approved', 通过: 'Approved', 已通过: 'Approved', 驳回: 'Rejected', 已驳回: 'Rejected', 拒绝: 'Rejected',
  草稿: 'Draft', 已发布: 'Published', 待处理: 'To do', 处理中: 'In progress', 进行中: 'In progress',
  已处理: 'Handled', 已完成: 'Done', 完成: 'Done', 已取消: 'Cancelled', 取消: 'Cancelled', 未支付: 'Unpaid',
  待支付: 'Awaiting payment', 已支付: 'Paid', 已退款: 'Refunded', 退款中: 'Refunding', 营业中: 'Open',
  营业: 'Open', 歇业: 'Closed', 关闭: 'Closed', 已关闭: 'Closed', 上架: 'On sale', 下架: 'Off sale', 在线: 'Online',
  离线: 'Offline', 合格: 'Passed', 不合格: 'Failed', 异常: 'Abnormal', 待整改: 'To be fixed', 已整改: 'Fixed',
  成功: 'Succeeded', 失败: 'Failed', 待巡检: 'To inspect', 已巡检: 'Inspected',
};

export interface EnumItem {
  key: number;
  label: I18nText;
}

/**
 * Items an enumeration in a comment names: "状态：0-停用 1-启用", "1:正常,2:冻结", "0=否 1=是". At least two
 * numeric keys, each once; else undefined. English labels come from a small glossary, else the Chinese one.
 */
export function enumOfComment(comment: string | undefined): EnumItem[] | undefined {
  const c = comment?.trim();
  if (!c) return undefined;
  const start = c.search(/\d/);
  if (start < 0) return undefined;
  const re = /(-?\d+)\s*[-:：=.、]?\s*([^\d\s,，;；、:：=()（）/|]+)/g;
  const items: EnumItem[] = [];
  for (const m of c.slice(start).matchAll(re)) {
    const key = Number(m[1]);
    const zh = m[2].trim();
    if (!zh || items.some((i) => i.key === key)) return undefined;
    items.push({ key, label: { zh, en: EN_WORDS[zh] ?? zh } });
  }
  return items.length >= 2 ? items : undefined;
}

/** A folder or file name part: store_patrol → store-patrol. */
export const kebabOf = (name: string): string => wordsOf(name).join('-');

/** A schema domain from a package (org.springblade.shop → shop), a prefix (biz_ → biz) or a service (share-biz → biz). */
export function domainOf(packageName: string | undefined, prefix: string | undefined, service: string): string {
  const candidates = [packageName?.split('.').pop(), prefix, service.split(/[-_]/).pop()];
  for (const c of candidates) {
    const w = wordsOf(c ?? '').join('');
    if (/^[a-z][a-z0-9]*$/.test(w)) return w;
  }
  return 'gen';
}
