/**
 * The tenant facts of the record a dialog adds or edits (engine/form/row-tenant.ts), kept current as the
 * form changes: its own `tenantId` (an edit loads it with the record; an add starts from the writer's
 * tenant) and the value of its owner reference. A new object only when one of them changes, so the
 * editors' options are recomputed only then.
 */
import { useEffect, useState } from 'react';
import type { Form } from '@formily/core';
import type { OwnerSpec } from '../schema/model';
import type { RowTenant } from '../form/row-tenant';
import { useEngine } from '../data/context';

function read(form: Form, owner: OwnerSpec | undefined, writer: string | undefined): RowTenant {
  const values = form.values as Record<string, unknown>;
  const own = values.tenantId;
  return {
    tenantId: own === undefined || own === null || own === '' ? writer : String(own),
    ...(owner && {
      owner: { prop: owner.prop, schema: owner.schema, parentKey: owner.value, value: values[owner.prop] },
    }),
  };
}

const same = (a: RowTenant, b: RowTenant) =>
  a.tenantId === b.tenantId && String(a.owner?.value ?? '') === String(b.owner?.value ?? '');

export function useRowTenant(form: Form, record: { owner?: OwnerSpec } | undefined): RowTenant | null {
  const owner = record?.owner;
  const writer = useEngine().tenantId;
  const [state, setState] = useState<RowTenant | null>(() => (record ? read(form, owner, writer) : null));
  useEffect(() => {
    if (!record) return;
    const update = () =>
      setState((prev) => {
        const next = read(form, owner, writer);
        return prev && same(prev, next) ? prev : next;
      });
    update();
    const id = form.subscribe(update);
    return () => form.unsubscribe(id);
    // `record` is the dialog's first prop (mounted per opening); its owner is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, owner, writer]);
  return state;
}
