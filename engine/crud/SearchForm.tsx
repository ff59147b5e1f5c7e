/**
 * The search form above a table: the columns with `search`, each with its value type's search editor.
 * Enter (outside an open dropdown) submits; Reset clears and searches again.
 */
import { useMemo, type KeyboardEvent } from 'react';
import { createForm } from '@formily/core';
import { FormProvider, type ISchema } from '@formily/react';
import { FormLayout } from '@formily/antd-v5';
import { Button, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Column, EntitySchema } from '../schema/model';
import { columnsIn, searchMode, shownType, text, type Lang } from '../schema/resolve';
import { EditorSchemaField, editorKey, getValueType, placeholderOf } from '../form';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';

const searchLabel = (c: Column, lang: Lang) =>
  text(typeof c.search === 'object' && c.search.label ? c.search.label : c.label, lang);
const searchOrder = (c: Column) => (typeof c.search === 'object' ? c.search.order : undefined);

export function searchSchema(schema: EntitySchema, lang: Lang): ISchema {
  const columns = columnsIn(schema, 'search')
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (searchOrder(a.c) ?? a.i) - (searchOrder(b.c) ?? b.i) || a.i - b.i)
    .map(({ c }) => c);
  const properties = Object.fromEntries(
    columns.map((c) => {
      const range = searchMode(c) === 'range';
      return [
        c.prop,
        {
          type: range ? 'array' : 'string',
          title: searchLabel(c, lang),
          'x-decorator': 'SearchItem',
          'x-decorator-props': { wide: range },
          'x-component': editorKey(getValueType(shownType(c)) ? shownType(c) : 'text', 'search'),
          'x-component-props': {
            column: c,
            mode: 'search',
            range,
            placeholder: placeholderOf(c, lang),
            ariaLabel: text(c.label, lang),
          },
        },
      ];
    }),
  );
  return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'SearchRow', properties } } };
}

/**
 * Label width that fits the longest search label (clamped): 90 px suits four Chinese characters, but an
 * English label such as "Environment" would be cut to "Environm…" at that width.
 */
export function searchLabelWidth(schema: EntitySchema, lang: Lang): number {
  const px = (label: string) => [...label].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) ? 14 : 7.5), 0);
  const widest = Math.max(0, ...columnsIn(schema, 'search').map((c) => px(searchLabel(c, lang))));
  return Math.min(150, Math.max(90, Math.ceil(widest) + 24));
}

export interface SearchFormProps {
  schema: EntitySchema;
  onSearch: (values: Record<string, unknown>) => void;
  /** Values the form opens with (a link's search, see searchValuesFromQuery). */
  initialValues?: Record<string, unknown>;
}

export function SearchForm({ schema, onSearch, initialValues }: SearchFormProps) {
  const { t, lang } = useT(CRUD_NS);
  // Read once: the form owns its values from then on.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => createForm({ initialValues }), []);
  const formSchema = useMemo(() => searchSchema(schema, lang), [schema, lang]);
  const labelWidth = useMemo(() => searchLabelWidth(schema, lang), [schema, lang]);
  if (!columnsIn(schema, 'search').length) return null;

  const submit = () => onSearch(JSON.parse(JSON.stringify(form.values ?? {})) as Record<string, unknown>);
  const reset = async () => {
    await form.reset('*', { forceClear: true });
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    // An open select uses Enter to pick an option, not to search.
    if (e.key !== 'Enter' || e.defaultPrevented || target.getAttribute('aria-expanded') === 'true') return;
    // Enter in a date picker confirms the date; it does not search yet.
    if (target.tagName === 'TEXTAREA' || target.closest('.ant-picker')) return;
    e.preventDefault();
    submit();
  };

  return (
    <div className="crud-search" role="search" onKeyDown={onKeyDown} style={{ marginBottom: 12 }}>
      <FormProvider form={form}>
        <FormLayout layout="horizontal" labelWidth={labelWidth} feedbackLayout="none">
          <EditorSchemaField schema={formSchema} />
        </FormLayout>
      </FormProvider>
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" icon={<SearchOutlined />} onClick={submit}>
          {t('search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void reset()}>
          {t('reset')}
        </Button>
      </Space>
    </div>
  );
}
