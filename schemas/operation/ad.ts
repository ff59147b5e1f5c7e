import { defineEntity, required } from '../../engine/schema';
import { createTime, image, link, nameColumn, richText, sort, status } from './_columns';

/**
 * Ads (广告): what shows at an ad position for a time window — a picture, a rich-text page (the content
 * an operator writes, sanitised by the server on save and on read: plugins/operations/server/sanitize.ts)
 * or a web link (http/https). Pictures go through the configured storage (`put-file?accept=image`).
 * A carousel's slides are its details (`operation.adDetail`).
 */
export default defineEntity({
  name: 'operation.ad',
  title: { zh: '广告管理', en: 'Ads' },
  route: '/operation/ad',
  menu: { parent: 'operation', sort: 2, icon: 'picture' },
  permission: 'ad',
  api: { service: 'share-operation', entity: 'ad' },
  storage: { table: 'so_ad', tenant: true, audit: true, softDelete: true },
  owner: { prop: 'positionId', schema: 'operation.adPosition' },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    nameColumn('adName', '广告名称', 'Ad'),
    {
      prop: 'positionId',
      label: { zh: '广告位', en: 'Position' },
      type: 'select',
      ref: { schema: 'operation.adPosition', label: 'positionName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 150 },
      rules: [required('请选择广告位', 'Please choose the position', 'change')],
    },
    {
      prop: 'adType',
      label: { zh: '广告类型', en: 'Kind' },
      type: 'select',
      dict: 'ad_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 100 },
      rules: [required('请选择广告类型', 'Please choose the kind', 'change')],
    },
    image('广告图片', 'Picture'),
    link('linkUrl', '跳转链接', 'Link'),
    { prop: 'startTime', label: { zh: '开始时间', en: 'From' }, type: 'datetime', table: { width: 170 } },
    { prop: 'endTime', label: { zh: '结束时间', en: 'Until' }, type: 'datetime', table: { width: 170 } },
    sort,
    status,
    richText('广告内容', 'Content'),
    createTime,
  ],
});
