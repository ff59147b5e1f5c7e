/** The work pages' calls (plugins/workflow/server routes-work, routes-leave, routes-history) and their shapes. */
import { http, unwrap } from '../../../../engine/data/transport';

export const FLOW = '/api/blade-flow';
export const LEAVE = '/api/blade-desk/process/leave';
/** The business table of a leave request: the rows whose pages are the leave routes. */
export const LEAVE_TABLE = 'blade_process_leave';

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A process one may start (work/start-list). */
export interface Startable {
  id: string;
  key: string;
  name: string;
  category: string;
  version: number;
  deploymentTime: string;
}

/** A row of the claim / todo / done lists (tasks) or of the send list (instances). */
export interface WorkRecord {
  taskId?: string;
  taskName?: string;
  processInstanceId: string;
  processDefinitionName: string;
  category: string;
  businessTable: string;
  businessId: string;
  startUser: string;
  createTime: string;
  endTime: string;
  currentStep: string;
  pass?: boolean | null;
  comment?: string;
  flowStatus?: number;
  outcome?: string;
  processIsFinished: 'finished' | 'unfinished';
}

/** One step of an instance's history (process/history-flow-list). */
export interface HistoryStep {
  id: string;
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  taskId: string;
  assignee: string;
  assigneeName: string;
  createTime: string;
  endTime: string;
  historyActivityDurationTime: string;
  pass: boolean | null;
  comment: string;
}

/** A leave request with its flow (leave/detail). */
export interface LeaveDetail {
  id: string;
  applicantName: string;
  startTime: string;
  endTime: string;
  reason: string;
  taskUserName: string;
  applyTime: string;
  flowStatus: number;
  outcome: string;
  flow: {
    processInstanceId: string;
    processDefinitionName: string;
    currentStep: string;
    flowStatus: number;
    outcome: string;
  };
}

export interface Approver {
  id: string;
  realName: string;
  account: string;
}

export interface LeaveInput {
  processDefinitionId: string;
  startTime: string;
  endTime: string;
  reason: string;
  taskUser: string;
}

export const claimTask = async (taskId: string) => unwrap(await http.post(`${FLOW}/work/claim-task`, { taskId }));

export const completeTask = async (body: {
  taskId: string;
  processInstanceId: string;
  pass: boolean;
  comment: string;
}) => unwrap(await http.post(`${FLOW}/work/complete-task`, { ...body, flag: body.pass ? 'ok' : 'reject' }));

export const startLeave = async (input: LeaveInput) =>
  unwrap<{ businessId: string; processInstanceId: string }>(await http.post(`${LEAVE}/start-process`, input));

export const findApprovers = async (name: string) =>
  unwrap<Approver[]>(await http.get(`${LEAVE}/approvers`, { params: { name } }));

/** Where a row of a work list is handled or shown: the leave routes for a leave, none for another process. */
export const handlePath = (r: WorkRecord) =>
  r.businessTable === LEAVE_TABLE && r.taskId
    ? `/work/process/leave/handle/${r.taskId}/${r.processInstanceId}/${r.businessId}`
    : undefined;
export const detailPath = (r: Pick<WorkRecord, 'businessTable' | 'processInstanceId' | 'businessId'>) =>
  r.businessTable === LEAVE_TABLE ? `/work/process/leave/detail/${r.processInstanceId}/${r.businessId}` : undefined;
