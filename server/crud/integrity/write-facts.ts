/** What the integrity rules look at in one generic write: the model, the row's tenant, the props written. */
import type { Column, I18nText } from '../../../engine/schema';
import { isWritable } from '../../../engine/schema/validation';
import type { EntityModel, FieldModel } from '../../kernel/model';
import type { Row } from '../convert';

export interface WrittenProp {
  column: Column;
  field: FieldModel;
  label: I18nText;
}

export interface WriteFacts {
  model: EntityModel;
  mode: 'add' | 'edit';
  /** The validated body (wire values). */
  body: Record<string, unknown>;
  /** The columns about to be written (database values); inherited props are copied in here. */
  values: Row;
  /** The row's tenant (its own on edit; where it goes on add); undefined when the entity keeps none. */
  tenantId: string | undefined;
  /** The stored row, on edit. */
  before?: Row;
  /** The props this write sets (writable in its mode and present in the body). */
  written: WrittenProp[];
  dbName(prop: string): string;
}

export function writeFacts(
  model: EntityModel,
  mode: 'add' | 'edit',
  body: Record<string, unknown>,
  values: Row,
  tenantId: string | undefined,
  before?: Row,
): WriteFacts {
  const written = model.fields
    .filter((f) => f.column && Object.hasOwn(body, f.prop) && isWritable(model.schema, f, mode))
    .map((f) => ({ column: f.column!, field: f, label: f.label }));
  return {
    model,
    mode,
    body,
    values,
    tenantId: model.tenant ? tenantId : undefined,
    before,
    written,
    dbName: (prop) => model.field(prop)?.dbName ?? prop,
  };
}
