import { defineEntity, required } from '../../engine/schema';
import { createTime, status } from './_columns';

/** Developers (开发者信息): the companies and people who build on the open platform; their apps name them. */
export default defineEntity({
  name: 'open.developer',
  title: { zh: '开发者信息', en: 'Developers' },
  route: '/open/developerinfo',
  menu: { parent: 'open', sort: 1, icon: 'team' },
  permission: 'developerinfo',
  api: { service: 'share-open', entity: 'developerinfo' },
  storage: { table: 'op_developer_info', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'developerName',
      label: { zh: '开发者名称', en: 'Developer' },
      search: true,
      unique: true,
      maxLength: 60,
      table: { width: 200 },
      rules: [required('请输入开发者名称', 'Please enter the developer name')],
    },
    {
      prop: 'developerType',
      label: { zh: '类型', en: 'Kind' },
      type: 'select',
      dict: 'developer_type',
      db: { type: 'int' },
      default: 1,
      rules: [required('请选择类型', 'Please choose the kind', 'change')],
    },
    { prop: 'contactName', label: { zh: '联系人', en: 'Contact' }, maxLength: 30 },
    {
      prop: 'contactPhone',
      label: { zh: '联系电话', en: 'Phone' },
      maxLength: 20,
      rules: [{ validator: 'phone', message: { zh: '手机号码格式不正确', en: 'The phone number is not valid' } }],
    },
    { prop: 'email', label: { zh: '邮箱', en: 'Email' }, type: 'email', maxLength: 100 },
    status,
    createTime,
  ],
});
