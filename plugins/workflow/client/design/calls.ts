/**
 * The designer's and the deployments' calls (plugins/workflow/server routes-manage.ts, routes-history.ts
 * and the generic model CRUD), through the shared transport: its envelope, its error toasts.
 */
import { http, unwrap } from '../../../../engine/data/transport';

const FLOW = '/api/blade-flow';

/** A process model as the generic CRUD answers it (schemas/flow/model.ts). */
export interface ModelRow {
  id: string;
  modelKey: string;
  name: string;
  category: string;
  version: number;
  description?: string;
  xml: string;
  [key: string]: unknown;
}

export const loadModel = async (id: string): Promise<ModelRow> =>
  unwrap<ModelRow>(await http.get(`${FLOW}/model/detail`, { params: { id } }));

/** Save the model's drawing (and name); the server checks it and counts the version up. */
export async function saveModel(model: ModelRow, xml: string, name: string): Promise<void> {
  unwrap(await http.post(`${FLOW}/model/submit`, { ...model, name, xml }));
}

export interface DeployTarget {
  category?: string;
  /** Comma-separated tenant ids (the platform administrator's); empty = the caller's own tenant. */
  tenantIds?: string;
}

export const deployModel = async (modelId: string, target: DeployTarget): Promise<{ processDefinitionIds: string[] }> =>
  unwrap(await http.post(`${FLOW}/model/deploy`, undefined, { params: { modelId, ...clean(target) } }));

/** `manager/deploy-upload` (multipart): every file deployed, or none. */
export async function deployUpload(files: File[], target: DeployTarget): Promise<{ processDefinitionIds: string[] }> {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  for (const [k, v] of Object.entries(clean(target))) form.append(k, v);
  return unwrap(await http.post(`${FLOW}/manager/deploy-upload`, form));
}

export const removeDeployment = async (ids: string[]): Promise<void> => {
  unwrap(await http.post(`${FLOW}/manager/remove-deployment`, undefined, { params: { deploymentIds: ids.join(',') } }));
};

/** A deployed definition's drawing (application/xml, not an envelope). */
export const definitionXml = async (processDefinitionId: string): Promise<string> =>
  String((await http.get(`${FLOW}/process/resource-view`, { params: { processDefinitionId }, responseType: 'text' })).data);

export interface InstanceDiagram {
  processInstanceId: string;
  processDefinitionId: string;
  processName: string;
  xml: string;
  /** Elements it waits in now. */
  active: string[];
  /** Elements done. */
  finished: string[];
  /** Sequence flows taken. */
  flows: string[];
}

export const instanceDiagram = async (processInstanceId: string): Promise<InstanceDiagram> =>
  unwrap(await http.get(`${FLOW}/process/instance-diagram`, { params: { processInstanceId } }));

export interface HistoryStep {
  id: string;
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  assigneeName: string;
  createTime: string;
  endTime: string;
  historyActivityDurationTime: string;
  pass: boolean | null;
  comment: string;
}

export const historyFlow = async (processInstanceId: string): Promise<HistoryStep[]> =>
  unwrap(await http.get(`${FLOW}/process/history-flow-list`, { params: { processInstanceId } }));

export interface RoleNode {
  id: string;
  roleName: string;
  roleAlias: string;
  children?: RoleNode[];
}

/** The tenant's roles, flattened (the candidate-role picker). */
export async function roleOptions(): Promise<RoleNode[]> {
  const tree = unwrap<RoleNode[]>(await http.get('/api/blade-system/role/tree', { whiteList: [403] }));
  const out: RoleNode[] = [];
  const walk = (nodes: RoleNode[] = []) => nodes.forEach((n) => (out.push(n), walk(n.children)));
  walk(tree);
  return out;
}

export interface UserOption {
  id: string;
  realName: string;
  account: string;
}

/** Users of the tenant matching a name (the assignee picker); empty without the user screen's right. */
export async function searchUsers(realName: string): Promise<UserOption[]> {
  const page = unwrap<{ records: UserOption[] }>(
    await http.get('/api/blade-user/page', { params: { current: 1, size: 20, realName }, whiteList: [403] }),
  );
  return page?.records ?? [];
}

const clean = (t: DeployTarget): Record<string, string> =>
  Object.fromEntries(Object.entries(t).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<string, string>;
