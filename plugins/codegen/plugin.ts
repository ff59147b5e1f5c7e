/**
 * The `codegen` plugin: the code generator's special flows on the code-generator entries screen
 * (schemas/tool/code.ts) — preview a generated schema and its diff against the file on disk, generate
 * (BladeX `gen-code`), copy an entry — and the dictionary of the entries' options.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'codegen',
  title: { zh: '代码生成', en: 'Code generator' },
  actions: ['preview', 'gen', 'copy'],
  dicts: [
    {
      code: 'codegen_option',
      title: { zh: '代码生成选项', en: 'Code generator options' },
      items: [
        { key: 'excel', label: { zh: 'Excel 导入导出', en: 'Excel export and import' } },
        { key: 'platformOnly', label: { zh: '仅平台管理员', en: 'Platform administrator only' } },
        { key: 'readOnly', label: { zh: '只读列表', en: 'Read-only list' } },
      ],
    },
  ],
});
