/** The leave-workflow routes resolve here until the workflow plugin exists (spec §2). */
import { Result } from 'antd';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import type { RouteHandle } from '../title';

export function WorkflowMissing() {
  const { t } = useT(APP_NS);
  return (
    <div data-testid="workflow-missing">
      <Result status="info" title={t('workflow.title')} subTitle={t('workflow.missing')} />
    </div>
  );
}

export const handle: RouteHandle = { title: ({ t }) => t('workflow.title') };

export default WorkflowMissing;
