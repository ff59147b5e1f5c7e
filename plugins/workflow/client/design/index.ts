/**
 * The designer's half of the workflow client: the pages (designer, deployments), the row actions of the
 * models (设计, 部署), the deployed definitions (流程图, 删除) and the instances (流程历史), and the value
 * type of a model's drawing. Pages and dialogs are lazy chunks; bpmn-js loads only with the designer and
 * the diagram dialogs.
 */
import { lazyView } from '../../../../engine/plugin';
import { bpmnValueType } from './bpmn-value';

const rowActions = () => import('./row-actions');

export const designActions = {
  design: lazyView(() => rowActions().then((m) => ({ default: m.DesignAction }))),
  deploy: lazyView(() => rowActions().then((m) => ({ default: m.DeployAction }))),
  removeDeployment: lazyView(() => rowActions().then((m) => ({ default: m.RemoveDeploymentAction }))),
  diagram: lazyView(() => import('./DiagramDialog')),
  history: lazyView(() => import('./HistoryDialog')),
};

export const designPages = {
  designer: () => import('./DesignerPage'),
  deploy: () => import('./DeployPage'),
};

export const designValueTypes = { bpmn: bpmnValueType };
