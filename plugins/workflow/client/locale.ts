/** Texts of the workflow plugin in both languages, under the `workflow` namespace. */
import { addMessages } from '../../../engine/i18n';

export const WORKFLOW_NS = 'workflow';

addMessages(WORKFLOW_NS, {
  zh: { title: '请假流程', missing: '工作流插件尚未安装，此页面暂不可用。' },
  en: { title: 'Leave workflow', missing: 'The workflow plugin is not installed; this page is not available yet.' },
});
