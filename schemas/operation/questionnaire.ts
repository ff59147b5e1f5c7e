import { defineEntity, required } from '../../engine/schema';
import { createTime, nameColumn, status } from './_columns';

/**
 * Questionnaires (问卷): the surveys members answer in the mini-program after a ride, with the prize an
 * answer may win. The questions are a JSON list (`[{ "q": "…", "options": ["…"] }]`) the mini-program
 * renders; answers (`operation.questionnaireAnswer`) and prizes (`operation.awardRecord`) name it.
 */
export default defineEntity({
  name: 'operation.questionnaire',
  title: { zh: '问卷管理', en: 'Questionnaires' },
  route: '/operation/questionnaire',
  menu: { parent: 'operation', sort: 5, icon: 'form' },
  permission: 'questionnaire',
  api: { service: 'share-operation', entity: 'questionnaire' },
  storage: { table: 'so_questionnaire', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    nameColumn('title', '问卷标题', 'Title', 80),
    { prop: 'description', label: { zh: '说明', en: 'Description' }, type: 'textarea', maxLength: 500, table: { hide: true } },
    {
      prop: 'questions',
      label: { zh: '题目(JSON)', en: 'Questions (JSON)' },
      type: 'textarea',
      db: { type: 'text' },
      maxLength: 8000,
      table: false,
      rules: [required('请输入题目', 'Please enter the questions')],
    },
    {
      prop: 'prizeType',
      label: { zh: '奖品类型', en: 'Prize kind' },
      type: 'select',
      dict: 'prize_type',
      db: { type: 'int' },
      table: { width: 100 },
    },
    { prop: 'prizeName', label: { zh: '奖品', en: 'Prize' }, maxLength: 60 },
    { prop: 'startTime', label: { zh: '开始时间', en: 'From' }, type: 'datetime', table: { width: 170 } },
    { prop: 'endTime', label: { zh: '结束时间', en: 'Until' }, type: 'datetime', table: { width: 170 } },
    status,
    createTime,
  ],
});
