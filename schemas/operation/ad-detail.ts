import { defineEntity, required } from '../../engine/schema';
import { createTime, image, link, sort, status } from './_columns';

/** Ad details (广告明细): the slides of a carousel ad, each a picture with its own link, in order. */
export default defineEntity({
  name: 'operation.adDetail',
  title: { zh: '广告明细', en: 'Ad slides' },
  route: '/operation/addetail',
  menu: { parent: 'operation', sort: 3, icon: 'picture' },
  permission: 'addetail',
  api: { service: 'share-operation', entity: 'addetail' },
  storage: { table: 'so_ad_detail', tenant: true, audit: true, softDelete: true },
  owner: { prop: 'adId', schema: 'operation.ad' },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'adId',
      label: { zh: '所属广告', en: 'Ad' },
      type: 'select',
      ref: { schema: 'operation.ad', label: 'adName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 180 },
      rules: [required('请选择所属广告', 'Please choose the ad', 'change')],
    },
    { prop: 'title', label: { zh: '标题', en: 'Title' }, maxLength: 60, search: true, table: { width: 180 } },
    image('图片', 'Picture'),
    link('linkUrl', '跳转链接', 'Link'),
    sort,
    status,
    createTime,
  ],
});
