/** Texts of the schema playground in both languages, under the `playground` namespace. */
import { addMessages } from '../../../engine/i18n';

export const PLAYGROUND_NS = 'playground';

addMessages(PLAYGROUND_NS, {
  zh: {
    editor: 'Schema 文件（JSON）',
    preview: '预览',
    problems: '检查结果',
    noProblems: '没有问题：可以放到 schemas/ 下',
    line: '第 {{line}} 行',
    syntax: 'JSON 语法错误：{{error}}',
    copy: '复制',
    copied: '已复制',
    download: '下载',
    linting: '正在检查…',
    notEntity: '预览只显示实体（entity）',
    forbidden: '只有平台管理员可以使用 Schema 演练场',
    off: 'Schema 演练场未开启（生产环境需以 SCHEMA_PLAYGROUND=1 启动服务）',
    previewStale: '预览显示的是最后一个通过检查的版本',
  },
  en: {
    editor: 'Schema file (JSON)',
    preview: 'Preview',
    problems: 'Lint',
    noProblems: 'No problems: ready for schemas/',
    line: 'line {{line}}',
    syntax: 'JSON syntax error: {{error}}',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download',
    linting: 'Linting…',
    notEntity: 'The preview shows entities only',
    forbidden: 'Only the platform administrator may use the schema playground',
    off: 'The schema playground is not enabled (in production, start the server with SCHEMA_PLAYGROUND=1)',
    previewStale: 'The preview shows the last version that passed the lint',
  },
});
