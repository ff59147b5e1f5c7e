import { defineEntity, keyColumn } from '../../engine/schema';
import { createTimeColumn, idColumn, moneyColumn, server, timeColumn } from './_columns';
import { fundingColumn } from './_funding';
import { bizNoColumn } from './_receiver';

/**
 * Calls to the payment channel for sharing requests (unified-merchant/profitsharingsend): one row per call
 * — to share, to return, to ask how an earlier call ended — with its outcome (succeeded, refused, timed
 * out). A request retried after timeouts shows each attempt here; the channel's idempotency on the
 * request number keeps the money moved once. Written by the server (plugins/profit-sharing).
 */
export default defineEntity({
  name: 'sharing.send',
  title: { zh: '分账请求记录', en: 'Channel calls' },
  route: '/sharing/send',
  menu: { parent: 'sharing', sort: 8, icon: 'api' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '分账请求记录是每次调用渠道的留痕，由系统写入，不能手工修改或删除',
      en: 'Channel calls are the trail of each call to the channel, written by the system, and cannot be changed or removed by hand',
    },
    instead: { zh: '请在分账请求上重试，结果会记入此处', en: 'Retry the sharing request; the call is recorded here' },
  },
  permission: 'profitsharingsend',
  api: { service: 'unified-merchant', entity: 'profitsharingsend' },
  storage: { table: 'um_profit_sharing_send', tenant: true, indexes: [['bizId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    idColumn('bizId', '分账请求ID', 'Request ID'),
    keyColumn(bizNoColumn),
    {
      prop: 'sendType',
      label: { zh: '请求类型', en: 'Call' },
      type: 'select',
      dict: 'sharing_send_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 90 },
      ...server,
    },
    { prop: 'attempt', label: { zh: '第几次', en: 'Attempt' }, type: 'number', table: { width: 80 }, ...server },
    { ...fundingColumn, table: { width: 100 }, ...server },
    keyColumn(moneyColumn('amount', '金额', 'Amount')),
    {
      prop: 'sendResult',
      label: { zh: '结果', en: 'Outcome' },
      type: 'select',
      dict: 'sharing_send_result',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { key: true, width: 90 },
      ...server,
    },
    {
      prop: 'channelOrderId',
      label: { zh: '渠道单号', en: 'Channel number' },
      maxLength: 64,
      table: { width: 150 },
      ...server,
    },
    { prop: 'message', label: { zh: '说明', en: 'Message' }, maxLength: 255, table: { ellipsis: true }, ...server },
    timeColumn('finishTime', '应答时间', 'Answered'),
    keyColumn(createTimeColumn('请求时间', 'Called')),
  ],
});
