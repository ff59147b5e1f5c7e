/**
 * The search form above a table: the columns with `search`, each with its value type's search editor.
 * Enter (outside an open dropdown) submits; Reset clears and searches again.
 *
 * Plain React state rather than a Formily form: a search bar has no validation, linkage or computed
 * fields, and Formily (≈ 50 kB gzip) would otherwise be part of every list's first paint; it loads with
 * the first record dialog instead (form-modal-on-demand.tsx, issue 30). The editors are the same value-type
 * components the dialogs use, given what Formily gave them (value, onChange, onFocus, onBlur, the column,
 * mode 'search'); the layout is that of a horizontal form item (label right-aligned in a column as wide as
 * the widest label, a colon, the editor), drawn from antd's theme tokens so it follows the theme.
 */
import { useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type KeyboardEvent } from 'react';
import { Button, Space, theme } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Column, EntitySchema } from '../schema/model';
import { columnsIn, searchMode, shownType, text, type Lang } from '../schema/resolve';
import { getValueType, placeholderOf, subscribeValueTypes, valueTypesVersion } from '../form';
import type { ValueEditorProps } from '../form';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';

const searchLabel = (c: Column, lang: Lang) =>
  text(typeof c.search === 'object' && c.search.label ? c.search.label : c.label, lang);
const searchOrder = (c: Column) => (typeof c.search === 'object' ? c.search.order : undefined);

/** One field of the search bar: its column, label, the value type whose search editor it shows, range or not. */
export interface SearchField {
  column: Column;
  label: string;
  /** The value type drawing the editor (`text` when the column's type is not registered). */
  type: string;
  range: boolean;
}

/** The search bar's fields, in `search.order` (else column order). */
export function searchFields(schema: EntitySchema, lang: Lang): SearchField[] {
  return columnsIn(schema, 'search')
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (searchOrder(a.c) ?? a.i) - (searchOrder(b.c) ?? b.i) || a.i - b.i)
    .map(({ c }) => ({
      column: c,
      label: searchLabel(c, lang),
      type: getValueType(shownType(c)) ? shownType(c) : 'text',
      range: searchMode(c) === 'range',
    }));
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

interface ItemProps {
  field: SearchField;
  labelWidth: number;
  value: unknown;
  onChange: (prop: string, value: unknown) => void;
  lang: Lang;
}

/** A label and its editor, laid out as a horizontal form item. */
function SearchItem({ field, labelWidth, value, onChange, lang }: ItemProps) {
  const { token } = theme.useToken();
  const labelRef = useRef<HTMLDivElement>(null);
  const { column, label, type, range } = field;
  const def = getValueType(type);
  const Editor = (def?.search ?? def?.edit)?.component as ComponentType<ValueEditorProps> | undefined;
  // A label cut short by the width shows whole on hover.
  const titleIfCut = () => {
    const el = labelRef.current;
    if (el) el.title = el.scrollWidth > el.clientWidth ? label : '';
  };
  return (
    <div
      className="crud-search-item"
      style={{ display: 'flex', width: range ? 380 : 260, maxWidth: '100%', fontSize: token.fontSize }}
    >
      <div
        className="crud-search-label"
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          width: labelWidth,
          maxWidth: labelWidth,
          flexShrink: 0,
          lineHeight: `${token.controlHeight}px`,
          minHeight: token.controlHeight - 2,
          color: token.colorTextHeading,
        }}
      >
        <div
          ref={labelRef}
          onMouseEnter={titleIfCut}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          <label style={{ whiteSpace: 'nowrap', cursor: 'text' }}>{label}</label>
        </div>
        <span style={{ marginInlineStart: 2, marginInlineEnd: 8 }}>:</span>
      </div>
      <div style={{ flex: 1, minWidth: 0, minHeight: token.controlHeight - 2, lineHeight: token.lineHeight }}>
        {Editor && (
          <Editor
            value={value}
            onChange={(v) => onChange(column.prop, v)}
            column={column}
            mode="search"
            range={range}
            placeholder={placeholderOf(column, lang)}
            ariaLabel={text(column.label, lang)}
          />
        )}
      </div>
    </div>
  );
}

export function SearchForm({ schema, onSearch, initialValues }: SearchFormProps) {
  const { t, lang } = useT(CRUD_NS);
  // A plugin may register a value type after the first render: its editor then shows.
  const types = useSyncExternalStore(subscribeValueTypes, valueTypesVersion);
  // Read once: the form owns its values from then on.
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initialValues }));
  const fields = useMemo(() => (void types, searchFields(schema, lang)), [schema, lang, types]);
  const labelWidth = useMemo(() => searchLabelWidth(schema, lang), [schema, lang]);
  if (!fields.length) return null;

  // An editor's change is a discrete event: React renders it before the next key, so Enter right after
  // typing submits what was typed.
  const change = (prop: string, value: unknown) => setValues((prev) => ({ ...prev, [prop]: value }));
  // Plain data only (no undefined entries), as the list call's parameters are built from it.
  const submit = () => onSearch(JSON.parse(JSON.stringify(values)) as Record<string, unknown>);
  const reset = () => {
    setValues({});
    onSearch({});
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
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: 8 }}>
        {fields.map((f) => (
          <SearchItem
            key={f.column.prop}
            field={f}
            labelWidth={labelWidth}
            value={values[f.column.prop]}
            onChange={change}
            lang={lang}
          />
        ))}
      </div>
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" icon={<SearchOutlined />} onClick={submit}>
          {t('search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reset}>
          {t('reset')}
        </Button>
      </Space>
    </div>
  );
}
