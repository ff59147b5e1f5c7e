/**
 * Renders a Formily form from columns (add / edit / view / action input). The Formily components come
 * from the value-type registry, re-read whenever a plugin registers a new type.
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Form } from '@formily/core';
import { FormProvider, createSchemaField, useField, useForm } from '@formily/react';
import { FormItem, FormLayout } from '@formily/antd-v5';
import { Col, Divider, Row } from 'antd';
import type { Column, FormGroup } from '../schema/model';
import type { Row as DataRow } from '../data/provider';
import { useLang } from '../data/hooks';
import { useColumnOptions } from './options';
import { FieldDataContext, type FieldData } from './field-data';
import { toFormilySchema, type FormMode } from './to-formily';
import { renderCell } from './value-types';
import {
  editorKey,
  subscribeValueTypes,
  valueTypeNames,
  valueTypesVersion,
  getValueType,
} from './value-types/registry';
import type { ValueEditorProps } from './value-types/types';

type SpanItemProps = { span?: number; children?: ReactNode } & Record<string, unknown>;

/**
 * Fields the browser may skip while they are off screen (`content-visibility: auto`): a keystroke in a
 * long form otherwise re-lays out and repaints every field (≈ 20 ms for 500 fields, issue 5 budget
 * 16 ms). The intrinsic size (one vertical item: label, control, message line) keeps the scroll height
 * right until a field is first shown, after which the browser remembers its real size.
 */
const offscreenSkippable = { contentVisibility: 'auto', containIntrinsicSize: 'auto 86px' } as const;

/**
 * A FormItem inside a grid column: spans are out of 24 like the schema's `form.span`. It hands its field to
 * the editor inside through FieldDataContext (editors publish their options there, options.tsx) rather than
 * the editors asking Formily, which the search bar's editors run without.
 */
function SpanFormItem({ span = 12, children, ...rest }: SpanItemProps) {
  const field = useField() as unknown as FieldData | null;
  return (
    <Col span={span} style={offscreenSkippable}>
      <FormItem {...rest}>
        <FieldDataContext.Provider value={field}>{children}</FieldDataContext.Provider>
      </FormItem>
    </Col>
  );
}

function FormGridRow({ children }: { children?: ReactNode }) {
  return <Row gutter={16}>{children}</Row>;
}

/** A titled section of a long form (schema `dialog.groups`): a heading over its own grid. */
function FormSection({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <section className="crud-form-section" aria-label={title}>
      <Divider orientation="left" orientationMargin={0} style={{ marginTop: 4 }}>
        {title}
      </Divider>
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

/** View mode: the value as the table shows it (dictionary labels, money, links...). */
function ValueCell(props: ValueEditorProps) {
  const { value, column } = props;
  const form = useForm();
  const options = useColumnOptions(column, props);
  const lang = useLang();
  return <div className="crud-view-value">{renderCell(column, value, form.values as DataRow, { lang, options })}</div>;
}

const SchemaField = createSchemaField({ components: { SpanFormItem, FormGridRow, FormSection, ValueCell } });

/** The editors of every registered value type, keyed the way to-formily names them. */
function useEditorComponents() {
  const version = useSyncExternalStore(subscribeValueTypes, valueTypesVersion);
  return useMemo(() => {
    void version;
    const map: Record<string, unknown> = {};
    for (const name of valueTypeNames()) {
      const vt = getValueType(name);
      if (!vt) continue;
      map[editorKey(name, 'edit')] = vt.edit.component;
      map[editorKey(name, 'search')] = (vt.search ?? vt.edit).component;
    }
    return map;
  }, [version]);
}

export interface SchemaFormProps {
  form: Form;
  columns: Column[];
  mode: FormMode;
  /** Titled sections (schema `dialog.groups`); none: one grid. */
  groups?: FormGroup[];
}

export function SchemaForm({ form, columns, mode, groups }: SchemaFormProps) {
  const lang = useLang();
  const components = useEditorComponents();
  const schema = useMemo(() => toFormilySchema(columns, mode, lang, groups), [columns, mode, lang, groups]);
  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical" feedbackLayout="loose">
        <SchemaField schema={schema} components={components as never} />
      </FormLayout>
    </FormProvider>
  );
}
