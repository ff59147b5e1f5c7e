/**
 * Auth's own tables (no schema, no screen), created by the same additive migration:
 * - blade_captcha: issued captcha codes (one use, expiry), so any process can check a code;
 * - blade_login_failure: consecutive failed log-ins per account+tenant (the lockout) and per IP (the captcha
 *   an IP with many failures must send);
 * - blade_server_key: the generated signing and encryption keys every process shares (./server-keys.ts).
 */
import type { TableSpec } from '../kernel/db/tables';
import { serverKeyTable } from './server-keys';

export const authTables: TableSpec[] = [
  serverKeyTable,
  {
    name: 'blade_captcha',
    columns: [
      { name: 'captcha_key', type: 'string', length: 64 },
      { name: 'code', type: 'string', length: 16 },
      { name: 'expires_at', type: 'bigint' },
    ],
    indexes: [{ columns: ['captcha_key'], unique: true }, { columns: ['expires_at'] }],
  },
  {
    name: 'blade_login_failure',
    columns: [
      { name: 'subject', type: 'string', length: 300 },
      { name: 'failures', type: 'int', default: 0 },
      { name: 'locked_until', type: 'bigint', default: 0 },
      { name: 'update_time', type: 'bigint', default: 0 },
    ],
    indexes: [{ columns: ['subject'], unique: true }],
  },
];
