/**
 * The screen layout shared by CrudPage and TreeCrudPage: search form, toolbar, table (with loading,
 * empty and error states), dialogs. Data fetching stays with the pages.
 */
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Table, type TableProps } from 'antd';
import type { Column } from '../schema/model';
import { text } from '../schema/resolve';
import type { Row } from '../data/provider';
import { useEngine } from '../data/context';
import { ScreenOptionsProvider, useScreenOptionsContext, type ScreenOptions } from '../form';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { errorText } from './errors';
import { useTableOptions } from './column-options';
import { SearchForm } from './SearchForm';
import { Toolbar } from './Toolbar';
import { CrudControllerContext, RowOperations, rowOpsOf, splitRowOps, useRowOpsLook } from './RowOperations';
import { opsColumnWidth } from './column-priority';
import { useColumnFit, useElementWidth } from './use-column-fit';
import { buildColumns, plainSelectionCell, totalWidth, type SortState } from './table-columns';
import type { CrudController } from './use-crud';

// Only screens with a `summary` load it (the first CRUD screen's bundle stays as it was, issue 5).
const SummaryRow = lazy(() => import('./summary-row'));

/** Above this many rows the table renders only what is on screen. */
export const VIRTUAL_THRESHOLD = 200;

export interface CrudViewProps {
  crud: CrudController;
  title?: ReactNode;
  rows: Row[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  onSearch: (values: Record<string, unknown>) => void;
  /** The search form's values on opening (a link's search). */
  initialSearch?: Record<string, unknown>;
  onRefresh: () => void;
  sort?: SortState;
  /** Numbering start of the index column (page offset). */
  indexOffset?: number;
  table?: Partial<TableProps<Row>>;
  onRowClick?: (row: Row) => void;
  activeRowKey?: string | number;
  addDisabled?: boolean;
  /** Shown in place of the empty text (a detail table waiting for its master row). */
  emptyHint?: ReactNode;
  onAddChild?: (row: Row) => void;
  toolbarExtra?: ReactNode;
  /**
   * The list's totals for its current filter (schema `summary`), shown in a summary row under the table:
   * `values` undefined while loading, null when they could not be read. Without it, no summary row.
   */
  summary?: { values: Record<string, unknown> | null | undefined; total?: number };
}

const noOptions: ScreenOptions = { dicts: {}, urls: {}, refs: {} };
const noSort: SortState = {};

function CrudViewBody(props: CrudViewProps) {
  const {
    crud,
    rows,
    loading,
    error,
    onRetry,
    sort = noSort,
    indexOffset = 0,
    table,
    onRowClick,
    activeRowKey,
    emptyHint,
  } = props;
  const { schema } = crud;
  const { userKey } = useEngine();
  const { t, lang } = useT(CRUD_NS);
  const options = useScreenOptionsContext() ?? noOptions;
  const tableOptions = useTableOptions(schema, userKey);
  const opsLook = useRowOpsLook(schema);
  const { can } = crud;
  // An empty list the user may add to says so, with the button to add the first row (issue 35). Its words
  // differ from the toolbar's 新增 / Add, so the two buttons are not taken for one another.
  const invite = !emptyHint && can.add && !props.addDisabled;
  const emptyText = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={emptyHint ?? (invite ? t('emptyInvite', { title: text(schema.title, lang) }) : t('empty'))}
    >
      {invite && (
        <Button type="primary" data-testid="empty-add" onClick={() => crud.openAdd()}>
          {t('addFirst')}
        </Button>
      )}
    </Empty>
  );
  const hasRowOps =
    can.view ||
    can.edit ||
    can.delete ||
    !!props.onAddChild ||
    (schema.actions ?? []).some((a) => a.scope === 'row') ||
    !!schema.stateMachine;

  // The operations column is as wide as the widest row's buttons (and its More button), not a guess.
  const onAddChild = props.onAddChild;
  const opsWidth = useMemo(() => {
    if (!hasRowOps) return 0;
    const planned = (rows ?? []).map((row) => {
      const { inline, more } = splitRowOps(schema, rowOpsOf(crud, row, opsLook, onAddChild));
      return { inline: inline.map((o) => o.label), more: more.length > 0 };
    });
    return Math.max(opsColumnWidth(planned, t('operations'), opsLook.labels.more), schema.table?.menuWidth ?? 0);
    // `crud` is a new object on every render; what the buttons depend on is its schema and `can`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, schema, crud.can, opsLook, onAddChild, hasRowOps, t]);

  // Key columns always, the others while the table's width lasts (column-priority.ts).
  const tableBox = useRef<HTMLDivElement>(null);
  const width = useElementWidth(tableBox);
  const fit = useColumnFit({
    schema,
    resolved: tableOptions.columns,
    saved: tableOptions.saved,
    update: tableOptions.update,
    rows,
    width,
    opsWidth,
    lang,
  });

  // The plan is checked against the rendered table: a column that still overflows makes one more give way.
  const { checkOverflow } = fit;
  useLayoutEffect(() => checkOverflow(tableBox.current), [checkOverflow, rows]);

  // The controller is a new object on every render (selection, dialogs); the columns must not depend on
  // it, or every cell of the table re-renders on each of those changes. Row operations take the latest
  // controller from context (only those 1-per-row cells re-render).
  const columns = useMemo(
    () =>
      buildColumns({
        columns: fit.columns,
        lang,
        options,
        sort,
        indexOffset: fit.index ? indexOffset : undefined,
        indexTitle: t('index'),
        keys: fit.keys,
        operations: hasRowOps
          ? {
              title: t('operations'),
              width: opsWidth,
              render: (row) => <RowOperations row={row} look={opsLook} onAddChild={onAddChild} />,
            }
          : undefined,
      }),
    [fit.columns, fit.index, fit.keys, lang, options, sort, indexOffset, t, hasRowOps, opsWidth, opsLook, onAddChild],
  );

  // A tree shows its hierarchy (the expand icon and the indentation) in its label column, not in 序号.
  const treeColumn = useMemo(() => {
    if (!schema.tree) return undefined;
    const at = columns.findIndex((c) => c.key === schema.tree?.labelProp);
    const first = columns.findIndex((c) => c.key !== '__index');
    // The index counts the final columns, the selection column included, and antd (InternalTable) takes one
    // off when there is a selection: two more with one (tests/unit/crud-tree.test.tsx holds it).
    return (at >= 0 ? at : Math.max(first, 0)) + (schema.table?.selection ? 2 : 0);
  }, [columns, schema]);

  const virtual = (rows?.length ?? 0) > VIRTUAL_THRESHOLD;
  const active = activeRowKey === undefined ? undefined : String(activeRowKey);

  return (
    <>
      <SearchForm schema={schema} onSearch={props.onSearch} initialValues={props.initialSearch} />
      <Toolbar
        crud={crud}
        onRefresh={props.onRefresh}
        columns={fit.chooser}
        onColumnsChange={fit.choose}
        addDisabled={props.addDisabled}
        extra={props.toolbarExtra}
      />
      {!!error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('loadFailed')}
          description={errorText(error)}
          action={<Button onClick={onRetry}>{t('retry')}</Button>}
        />
      )}
      <CrudControllerContext.Provider value={crud}>
        <div ref={tableBox} className="crud-table-box">
          <Table<Row>
            rowKey={(r) => String(r.id)}
            size="middle"
            bordered
            columns={columns}
            dataSource={rows ?? []}
            loading={loading}
            locale={{ emptyText }}
            rowSelection={
              schema.table?.selection
                ? {
                    selectedRowKeys: crud.selected.keys,
                    onChange: (keys, selectedRows) => crud.setSelected({ keys, rows: selectedRows }),
                    checkStrictly: true,
                    renderCell: plainSelectionCell,
                  }
                : undefined
            }
            summary={
              props.summary && schema.summary
                ? () => (
                    <Suspense fallback={null}>
                      <SummaryRow
                        schema={schema}
                        columns={columns}
                        selection={!!schema.table?.selection}
                        values={props.summary!.values}
                        defaultLabel={
                          props.summary!.total === undefined
                            ? t('summary')
                            : t('summaryOf', { total: props.summary!.total.toLocaleString(lang) })
                        }
                        covers={
                          props.summary!.total === undefined
                            ? undefined
                            : t('summaryCovers', { total: props.summary!.total.toLocaleString(lang) })
                        }
                        lang={lang}
                      />
                    </Suspense>
                  )
                : undefined
            }
            virtual={virtual}
            scroll={virtual ? { y: 600, x: totalWidth(columns) } : { x: 'max-content' }}
            onRow={(row) =>
              ({
                onClick: onRowClick ? () => onRowClick(row) : undefined,
                'data-active': active !== undefined && String(row.id) === active ? 'true' : undefined,
                style: onRowClick ? { cursor: 'pointer' } : undefined,
              }) as HTMLAttributes<HTMLElement>
            }
            rowClassName={(row) =>
              active !== undefined && String(row.id) === active ? 'crud-row-active ant-table-row-selected' : ''
            }
            {...table}
            expandable={
              treeColumn === undefined ? table?.expandable : { ...table?.expandable, expandIconColumnIndex: treeColumn }
            }
          />
        </div>
      </CrudControllerContext.Provider>
      {crud.dialogs}
    </>
  );
}

export function CrudView(props: CrudViewProps) {
  const { schema } = props.crud;
  const optionColumns = useMemo<Column[]>(
    () => [
      ...schema.columns,
      ...(schema.actions ?? []).flatMap((a) => a.form ?? []),
      ...(schema.stateMachine?.transitions ?? []).flatMap((t) => t.inputs ?? []),
    ],
    [schema],
  );
  return (
    <ScreenOptionsProvider columns={optionColumns} rows={props.rows} via={schema.name}>
      <Card title={props.title} variant="borderless" className="crud-page" data-schema={schema.name}>
        <CrudViewBody {...props} />
      </Card>
    </ScreenOptionsProvider>
  );
}
