/**
 * The bill log (billing.monthBillLog): one row per thing that happened to a bill, with who and when,
 * written in the transaction of the change (so a change and its log line commit together).
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import type { Row } from '../../../server/crud/convert';
import { T } from './tables';

export interface LogEntry {
  bill: Row;
  /** A key of dict bill_log_action. */
  action: string;
  content?: string;
  operatorName: string;
  createUser?: number | null;
  at?: string;
}

export async function writeBillLog(db: Db, entries: LogEntry[]): Promise<void> {
  if (!entries.length) return;
  await db
    .insertInto(T.log)
    .values(
      entries.map((e) => ({
        tenant_id: e.bill.tenant_id,
        monthly_bill_id: Number(e.bill.id),
        bill_no: e.bill.bill_no,
        action: e.action,
        content: (e.content ?? '').slice(0, 500),
        operator_name: e.operatorName.slice(0, 64),
        create_time: e.at ?? nowText(),
      })),
    )
    .execute();
}

