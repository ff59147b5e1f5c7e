/** The refusals of the integrity rules, in both languages, each naming the field (docs/integrity.md). */
import type { I18nText } from '../../../engine/schema';

const list = (items: string[], sep: string, max = 20) =>
  items.length > max ? `${items.slice(0, max).join(sep)}${sep}…` : items.join(sep);

export const integrityText = {
  /** `明细类型：3 不是可选值（可选：收入、扣减）` */
  notInDictionary: (label: I18nText, bad: string[], allowed: { zh: string[]; en: string[] }): I18nText => ({
    zh: `${label.zh}：${list(bad, '、')} 不是可选值（可选：${allowed.zh.length ? list(allowed.zh, '、') : '无'}）`,
    en: `${label.en}: ${list(bad, ', ')} ${bad.length > 1 ? 'are' : 'is'} not allowed (choose from: ${allowed.en.length ? list(allowed.en, ', ') : 'nothing'})`,
  }),
  /** `所属角色：租户 100001 的「角色管理」中不存在 1` / `Roles: 1 does not exist in "Roles" of tenant 100001` */
  noSuchRow: (label: I18nText, target: I18nText, bad: string[], tenantId: string | undefined): I18nText => ({
    zh: `${label.zh}：${tenantId ? `租户 ${tenantId} 的` : ''}「${target.zh}」中不存在 ${list(bad, '、')}`,
    en: `${label.en}: ${list(bad, ', ')} ${bad.length > 1 ? 'do' : 'does'} not exist in "${target.en}"${tenantId ? ` of tenant ${tenantId}` : ''}`,
  }),
  /** The platform administrator named a tenant other than the parent's. */
  parentTenant: (label: I18nText, tenantId: string): I18nText => ({
    zh: `租户(tenantId)：这条数据属于${label.zh}所在的租户 ${tenantId}`,
    en: `tenantId: this record belongs to the tenant of its ${label.en}, ${tenantId}`,
  }),
  /** A write that would break a declared invariant. */
  invariant: (label: I18nText, row: I18nText): I18nText => ({
    zh: `${row.zh}：${label.zh}`,
    en: `${row.en}: ${label.en}`,
  }),
};
