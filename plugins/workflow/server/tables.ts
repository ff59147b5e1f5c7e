/**
 * The workflow module's own tables (no schema screens): the drawing of each deployed definition, the
 * engine's state of each running instance, the user tasks with their candidates, and the history of every
 * step. The definitions, instances and leave requests themselves are schema tables (schemas/flow,
 * schemas/desk/leave.ts).
 */
import type { TableSpec } from '../../../server/kernel/db/tables';

export const T = {
  process: 'blade_flow_process',
  instance: 'blade_flow_instance',
  model: 'blade_flow_model',
  leave: 'blade_process_leave',
  resource: 'blade_flow_resource',
  runtime: 'blade_flow_runtime',
  task: 'blade_flow_task',
  candidate: 'blade_flow_task_candidate',
  history: 'blade_flow_history',
} as const;

/** Task states: waiting for someone, completed, cancelled (the instance was terminated). */
export const TASK = { open: 1, done: 2, cancelled: 3 } as const;
/** Instance states (dict `flow_instance_status`). */
export const INSTANCE = { running: 1, finished: 2, terminated: 3 } as const;
/** Definition states (dict `flow_suspension`). */
export const SUSPENSION = { active: 1, suspended: 2 } as const;

const col = (name: string, type: TableSpec['columns'][number]['type'], length?: number) =>
  length ? { name, type, length } : { name, type };

export const workflowTables: TableSpec[] = [
  {
    // The BPMN document of a deployed definition and what the runtime reads of it (bpmn.ts ProcessSummary).
    name: T.resource,
    columns: [col('process_id', 'bigint'), col('tenant_id', 'string', 12), col('xml', 'text'), col('summary', 'text')],
    indexes: [{ columns: ['process_id'], unique: true }],
  },
  {
    // The engine's state and the variables of an instance; `revision` fences concurrent steps (the loser is a 409).
    name: T.runtime,
    columns: [
      col('instance_id', 'bigint'),
      col('tenant_id', 'string', 12),
      col('revision', 'int'),
      col('state', 'text'),
      col('variables', 'text'),
    ],
    indexes: [{ columns: ['instance_id'], unique: true }],
  },
  {
    name: T.task,
    columns: [
      col('tenant_id', 'string', 12),
      col('instance_id', 'bigint'),
      col('process_id', 'bigint'),
      col('activity_id', 'string', 64),
      col('execution_id', 'string', 96),
      col('name', 'string', 128),
      col('assignee', 'bigint'),
      col('assignee_name', 'string', 64),
      col('status', 'int'),
      col('pass', 'int'),
      col('comment', 'string', 500),
      col('create_time', 'datetime'),
      col('claim_time', 'datetime'),
      col('end_time', 'datetime'),
    ],
    indexes: [
      { columns: ['tenant_id', 'assignee', 'status'] },
      { columns: ['instance_id', 'status'] },
    ],
  },
  {
    // Who may claim an open task: users (kind 'user') and roles (kind 'role'), by id.
    name: T.candidate,
    columns: [col('task_id', 'bigint'), col('kind', 'string', 8), col('ref_id', 'bigint')],
    indexes: [{ columns: ['task_id', 'kind', 'ref_id'], unique: true }, { columns: ['kind', 'ref_id'] }],
  },
  {
    // One row per element an instance went through (sequence flows too, for the diagram), in order.
    name: T.history,
    columns: [
      col('tenant_id', 'string', 12),
      col('instance_id', 'bigint'),
      col('activity_id', 'string', 64),
      col('activity_name', 'string', 128),
      col('activity_type', 'string', 40),
      col('execution_id', 'string', 96),
      col('task_id', 'bigint'),
      col('assignee', 'bigint'),
      col('assignee_name', 'string', 64),
      col('pass', 'int'),
      col('comment', 'string', 500),
      col('start_time', 'datetime'),
      col('end_time', 'datetime'),
    ],
    indexes: [{ columns: ['instance_id', 'execution_id'] }],
  },
];
