/** Texts of the operations plugin in both languages, under the `operations` namespace. */
import { addMessages } from '../../../engine/i18n';

export const OPERATIONS_NS = 'operations';

addMessages(OPERATIONS_NS, {
  zh: {
    html: 'HTML',
    preview: '预览',
    richHelp: '允许段落、标题、列表、加粗、链接(http/https)和图片；脚本与事件属性保存时会被移除。',
  },
  en: {
    html: 'HTML',
    preview: 'Preview',
    richHelp: 'Paragraphs, headings, lists, bold, links (http/https) and pictures are kept; scripts and event attributes are removed on save.',
  },
});
