import { defineEntity } from '../../engine/schema';
import * as log from './_log-columns';

/**
 * State changes: one row per record changed by a state-machine transition (schema `stateMachine`), written
 * by the server in the transition's own transaction (server/crud/state-log.ts declares the table): who,
 * when, which entity and record, the state before and after (dictionary keys), the transition and its
 * inputs. Per tenant (the record's). Screen: /log/state, list + view only; a record's own history shows in
 * its view dialog (`GET <entity>/state-history?id=`).
 */
export default defineEntity({
  name: 'system.stateLog',
  title: { zh: '状态变更日志', en: 'State changes' },
  route: '/log/state',
  menu: { parent: 'log', sort: 4, icon: 'log' },
  readOnly: true,
  permission: 'log_state',
  api: { service: 'blade-log', entity: 'state' },
  storage: { table: 'blade_state_log', tenant: true, indexes: [['tenantId', 'createTime']] },
  table: log.logTable,
  columns: [
    {
      prop: 'entity',
      label: { zh: '业务对象', en: 'Entity' },
      maxLength: 128,
      search: { mode: 'exact' },
      table: { width: 130 },
      ...log.readOnly,
    },
    {
      prop: 'recordId',
      label: { zh: '记录ID', en: 'Record ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { width: 90 },
      ...log.readOnly,
      view: false,
    },
    {
      prop: 'recordLabel',
      label: { zh: '记录名称', en: 'Record' },
      maxLength: 255,
      search: true,
      table: { ellipsis: true },
      ...log.readOnly,
    },
    {
      prop: 'transition',
      label: { zh: '变更', en: 'Transition' },
      maxLength: 64,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...log.readOnly,
    },
    {
      prop: 'fromState',
      label: { zh: '原状态', en: 'From' },
      maxLength: 64,
      table: { width: 90 },
      ...log.readOnly,
    },
    { prop: 'toState', label: { zh: '新状态', en: 'To' }, maxLength: 64, table: { width: 90 }, ...log.readOnly },
    {
      prop: 'inputs',
      label: { zh: '填写内容', en: 'Inputs' },
      type: 'textarea',
      table: { hide: true },
      ...log.readOnly,
    },
    {
      prop: 'createUser',
      label: { zh: '操作人ID', en: 'User ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...log.readOnly,
    },
    {
      prop: 'createUserName', actor: true,
      label: { zh: '操作人', en: 'User' },
      maxLength: 64,
      search: true,
      table: { width: 100 },
      ...log.readOnly,
    },
    log.createTime,
  ],
});
