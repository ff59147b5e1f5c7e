/** Locked rows (schema `table.locked`): rows that can no longer change offer their view only. */
import type { EntitySchema } from '../schema/model';
import { conditionHolds } from '../schema/row-rules';

export const isLocked = (schema: EntitySchema, row: Record<string, unknown>): boolean =>
  !!schema.table?.locked && conditionHolds(schema.table.locked, row);
