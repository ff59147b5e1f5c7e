import { defineEntity, required } from '../../engine/schema';
import * as place from '../merchant/_place-columns';

/**
 * Partners (合作伙伴): the outside companies the operator works with — channels, advertisers, payment and
 * maintenance providers — per tenant. Served at `share-operation/partner` with the contract's
 * `GET select` (id and name of the enabled partners, for pickers). A cooperation ends no earlier than it
 * starts (server check).
 */
export default defineEntity({
  name: 'operation.partner',
  title: { zh: '合作伙伴', en: 'Partners' },
  route: '/merchants/partner',
  menu: { parent: 'merchants', sort: 8, icon: 'global' },
  permission: 'partner',
  api: { service: 'share-operation', entity: 'partner' },
  storage: { table: 'so_partner', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'partnerName',
      label: { zh: '伙伴名称', en: 'Partner' },
      search: true,
      unique: true,
      maxLength: 60,
      table: { width: 200 },
      rules: [required('请输入伙伴名称', 'Please enter the partner name')],
    },
    {
      prop: 'partnerType',
      label: { zh: '合作类型', en: 'Partnership' },
      type: 'select',
      dict: 'partner_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      rules: [required('请选择合作类型', 'Please choose the partnership', 'change')],
    },
    place.contactName,
    place.contactPhone,
    // One picker for the period (the start holds the range, `rangeEnd` its end): it cannot end before it starts.
    {
      prop: 'startDate',
      label: { zh: '合作期限', en: 'Period' },
      type: 'date-range',
      rangeEnd: 'endDate',
      table: { width: 210 },
    },
    { prop: 'endDate', label: { zh: '合作结束', en: 'Until' }, type: 'date', form: false, table: false, view: false },
    {
      prop: 'partnerStatus',
      label: { zh: '状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
    },
    place.createTime,
    place.remark,
  ],
});
