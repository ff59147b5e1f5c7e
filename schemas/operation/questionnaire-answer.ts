import { defineEntity } from '../../engine/schema';
import { createTime } from './_columns';

const ro = { form: false } as const;

/** Questionnaire answers (问卷答卷): what a member answered, written by the mini-program; read-only here. */
export default defineEntity({
  name: 'operation.questionnaireAnswer',
  title: { zh: '问卷答卷', en: 'Answers' },
  route: '/operation/questionnaireanswer',
  menu: { parent: 'operation', sort: 6, icon: 'file' },
  readOnly: true,
  permission: 'questionnaireanswer',
  api: { service: 'share-operation', entity: 'questionnaireanswer' },
  storage: { table: 'so_questionnaire_answer', tenant: true, indexes: [['tenantId', 'questionnaireId']] },
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
    { prop: 'answers', label: { zh: '答案', en: 'Answers' }, type: 'textarea', db: { type: 'text' }, table: { ellipsis: true }, ...ro },
    { prop: 'score', label: { zh: '满意度', en: 'Rating' }, type: 'number', table: { width: 90 }, ...ro },
    { ...createTime, label: { zh: '提交时间', en: 'Answered at' } },
  ],
});
