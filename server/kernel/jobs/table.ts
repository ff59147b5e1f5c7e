/**
 * `blade_job`: the kernel's table of background jobs (server/kernel/jobs/types.ts), declared here and
 * migrated with every other table. The jobs screen (schema `system.job`) reads the same table.
 */
import type { TableSpec } from '../db/tables';

export const JOB_TABLE = 'blade_job';

export const jobTable: TableSpec = {
  name: JOB_TABLE,
  columns: [
    { name: 'tenant_id', type: 'string', length: 12 },
    { name: 'user_id', type: 'string', length: 32 },
    { name: 'create_by', type: 'string', length: 64 },
    { name: 'lang', type: 'string', length: 8 },
    { name: 'kind', type: 'string', length: 64 },
    { name: 'idem_key', type: 'string', length: 200 },
    { name: 'payload', type: 'text' },
    { name: 'status', type: 'string', length: 16 },
    { name: 'attempts', type: 'int', default: 0 },
    { name: 'max_attempts', type: 'int', default: 3 },
    { name: 'run_at', type: 'bigint', default: 0 },
    { name: 'lease_token', type: 'string', length: 64 },
    { name: 'lease_until', type: 'bigint', default: 0 },
    { name: 'done_count', type: 'bigint', default: 0 },
    { name: 'total_count', type: 'bigint', default: 0 },
    { name: 'progress', type: 'int', default: 0 },
    { name: 'result', type: 'text' },
    { name: 'error', type: 'text' },
    { name: 'engine_id', type: 'string', length: 64 },
    { name: 'create_time', type: 'datetime' },
    { name: 'update_time', type: 'datetime' },
    { name: 'start_time', type: 'datetime' },
    { name: 'finish_time', type: 'datetime' },
  ],
  indexes: [
    { columns: ['status', 'run_at'] },
    { columns: ['tenant_id', 'create_time'] },
    { columns: ['create_time'] },
    // The idempotency key: one job per tenant, kind and key (NULL keys never collide).
    { columns: ['tenant_id', 'kind', 'idem_key'], unique: true },
  ],
};
