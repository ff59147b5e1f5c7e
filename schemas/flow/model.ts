import { defineEntity, required } from '../../engine/schema';

/**
 * Process models (spec §1 "workflow"; BladeX blade-flow `model`): BPMN 2.0 drawings a tenant keeps and
 * edits before deploying them. Fields: modelKey (the process id inside the drawing, unique within the
 * tenant), name, category (dict `flow_category`, which also picks the start form), description, version
 * (counted up by every save of the drawing) and xml (the BPMN 2.0 document, value type `bpmn` of the
 * workflow plugin: summarised in the form, drawn in the designer).
 *
 * Generic CRUD, with two row actions of the workflow plugin: 设计 opens the designer page
 * (/flow/model/design/:id), 部署 deploys the drawing to the chosen tenants
 * (`POST blade-flow/model/deploy?modelId=&category=&tenantIds=`). The server checks every saved drawing
 * (plugins/workflow/server: it must parse, hold one executable process whose id is the model key, and its
 * tasks and conditions must be ones the engine can run) and refuses it with the reason otherwise.
 */
export default defineEntity({
  name: 'flow.model',
  title: { zh: '模型管理', en: 'Process models' },
  route: '/flow/model',
  menu: { parent: 'flow', sort: 1, icon: 'tree' },
  permission: 'flow_model',
  api: { service: 'blade-flow', entity: 'model' },
  storage: { table: 'blade_flow_model', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  dialog: { width: 880 },
  columns: [
    {
      prop: 'modelKey',
      label: { zh: '模型标识', en: 'Model key' },
      search: true,
      unique: true,
      maxLength: 64,
      form: { readonly: 'edit' },
      help: {
        zh: '字母开头，只含字母、数字、下划线和连字符；部署后即流程标识',
        en: 'Starts with a letter; letters, digits, _ and - only. It becomes the process key when deployed',
      },
      rules: [
        required('请输入模型标识', 'Please enter the model key'),
        {
          pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
          message: {
            zh: '模型标识须字母开头，只含字母、数字、下划线和连字符',
            en: 'The model key starts with a letter and holds letters, digits, _ and - only',
          },
        },
      ],
    },
    {
      prop: 'name',
      label: { zh: '模型名称', en: 'Name' },
      search: true,
      maxLength: 64,
      rules: [required('请输入模型名称', 'Please enter the model name')],
    },
    {
      prop: 'category',
      label: { zh: '流程分类', en: 'Category' },
      type: 'select',
      dict: 'flow_category',
      search: { mode: 'exact' },
      maxLength: 32,
      rules: [required('请选择流程分类', 'Please choose the category')],
    },
    {
      prop: 'version',
      label: { zh: '版本', en: 'Version' },
      type: 'number',
      db: { type: 'int' },
      default: 1,
      form: false,
      table: { width: 80 },
    },
    {
      prop: 'description',
      label: { zh: '模型描述', en: 'Description' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
    {
      prop: 'xml',
      label: { zh: '流程图', en: 'Diagram' },
      type: 'bpmn',
      maxLength: 200000,
      form: { span: 24 },
      table: false,
    },
  ],
  actions: [
    { key: 'design', label: { zh: '设计', en: 'Design' }, scope: 'row', plugin: 'workflow', icon: 'edit' },
    {
      key: 'deploy',
      label: { zh: '部署', en: 'Deploy' },
      scope: 'row',
      plugin: 'workflow',
      endpoint: 'deploy',
      method: 'POST',
      icon: 'cloud-upload',
      success: { zh: '部署成功', en: 'Deployed' },
    },
  ],
});
