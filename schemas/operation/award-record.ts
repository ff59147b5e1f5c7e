import { defineEntity } from '../../engine/schema';
import { createTime } from './_columns';

const ro = { form: false } as const;

/**
 * Award records (中奖记录): the prizes questionnaire answers won. The `prize` flag (dict `prize_status`)
 * is a state machine: 0 to be issued → 1 issued (`POST …/prize?id=`, spec §4 "mark prize as paid or
 * issued by id"; an optional note says how), recorded in the change log with who and when; never back (the money or voucher is gone).
 */
export default defineEntity({
  name: 'operation.awardRecord',
  title: { zh: '中奖记录', en: 'Prizes' },
  route: '/operation/awardrecord',
  menu: { parent: 'operation', sort: 7, icon: 'gift' },
  readOnly: true,
  permission: 'awardrecord',
  api: { service: 'share-operation', entity: 'awardrecord' },
  storage: { table: 'so_award_record', tenant: true, indexes: [['tenantId', 'prize']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    {
      prop: 'questionnaireId',
      label: { zh: '问卷', en: 'Questionnaire' },
      type: 'select',
      ref: { schema: 'operation.questionnaire', label: 'title' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 200 },
      ...ro,
    },
    { prop: 'memberName', label: { zh: '会员', en: 'Member' }, maxLength: 60, search: true, ...ro },
    { prop: 'memberPhone', label: { zh: '手机号', en: 'Phone' }, maxLength: 20, mask: 'phone', search: true, ...ro },
    { prop: 'prizeType', label: { zh: '奖品类型', en: 'Prize kind' }, type: 'select', dict: 'prize_type', db: { type: 'int' }, ...ro },
    { prop: 'prizeName', label: { zh: '奖品', en: 'Prize' }, maxLength: 60, ...ro },
    { prop: 'prizeAmount', label: { zh: '金额(元)', en: 'Amount' }, type: 'money', ...ro },
    {
      prop: 'prize',
      label: { zh: '发放状态', en: 'Prize' },
      type: 'select',
      dict: 'prize_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...ro,
    },
    { prop: 'issueRemark', label: { zh: '发放说明', en: 'Issue note' }, maxLength: 200, table: { hide: true }, ...ro },
    { ...createTime, label: { zh: '中奖时间', en: 'Won at' } },
  ],
  summary: { sums: ['prizeAmount'] },
  stateMachine: {
    field: 'prize',
    transitions: [
      {
        key: 'prize',
        label: { zh: '标记已发放', en: 'Mark issued' },
        from: [0],
        to: 1,
        params: 'id',
        inputs: [
          {
            prop: 'issueRemark',
            label: { zh: '发放说明', en: 'Issue note' },
            maxLength: 200,
          },
        ],
        copy: ['issueRemark'],
        confirm: { zh: '确认该奖品已发放？发放后不能撤回。', en: 'Mark this prize as issued? This cannot be undone.' },
        success: { zh: '已标记为已发放', en: 'Marked as issued' },
      },
    ],
  },
});
