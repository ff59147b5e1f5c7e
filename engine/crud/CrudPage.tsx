/**
 * A paged table screen generated from an entity schema: search, toolbar, table, pagination, dialogs.
 * `fixedParams` go with every list call (a detail table filtered by its master row).
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Col, Row as GridRow } from 'antd';
import { useSWRConfig } from 'swr';
import type { EntitySchema } from '../schema/model';
import { basePath } from '../schema/resolve';
import type { PageQuery, Row } from '../data/provider';
import { usePage, useSum } from '../data/hooks';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { searchParams } from './search-params';
import { CrudView } from './CrudView';
import type { SortState } from './table-columns';
import { useCrud } from './use-crud';
// The tree beside a list (schema `treeFilter`): antd's Tree loads with the first screen that has one.
const TreeFilter = lazy(() => import('./TreeFilter').then((m) => ({ default: m.TreeFilter })));

// Charts above a list load with the first screen that declares one (engine/chart: widget and echarts later still).
const ListCharts = lazy(() => import('../chart').then((m) => ({ default: m.ListCharts })));

export interface CrudPageProps {
  schema: EntitySchema;
  fixedParams?: Record<string, unknown>;
  /** Values preset in the add dialog (on top of column defaults). */
  addDefaults?: Record<string, unknown>;
  onRowClick?: (row: Row) => void;
  activeRowKey?: string | number;
  title?: ReactNode;
  /** No list call yet; the hint shows in the table (a detail table before its master row is chosen). */
  waitingHint?: ReactNode;
  /** Search form values the list opens with (a link's search: searchValuesFromQuery). */
  initialSearch?: Record<string, unknown>;
}

export const PAGE_SIZES = [10, 30, 50, 100, 200];

export function CrudPage({
  schema,
  fixedParams,
  addDefaults,
  onRowClick,
  activeRowKey,
  title,
  waitingHint,
  initialSearch,
}: CrudPageProps) {
  const { t } = useT(CRUD_NS);
  const pageSizes = schema.table?.pageSizes ?? PAGE_SIZES;
  const [paging, setPaging] = useState({ current: 1, size: schema.table?.pageSize ?? 10 });
  const [search, setSearch] = useState<Record<string, unknown>>(() =>
    initialSearch ? searchParams(schema, initialSearch) : {},
  );
  const defaultSort = schema.table?.defaultSort;
  const [sort, setSort] = useState<SortState>(defaultSort ? { prop: defaultSort.prop, order: defaultSort.order } : {});
  // The node chosen in the tree filter (table.treeFilter), sent as one more list parameter.
  const treeFilter = schema.table?.treeFilter;
  const [treeValue, setTreeValue] = useState<string>();
  const listParams = {
    ...search,
    ...(treeFilter && treeValue !== undefined ? { [treeFilter.prop]: treeValue } : {}),
    ...fixedParams,
  };

  // usePage keys the cache by the query's JSON, so a fresh object per render costs nothing.
  const query: PageQuery | null = waitingHint
    ? null
    : {
        current: paging.current,
        size: paging.size,
        params: listParams,
        ...(sort.prop && sort.order === 'asc' ? { ascs: [sort.prop] } : {}),
        ...(sort.prop && sort.order === 'desc' ? { descs: [sort.prop] } : {}),
      };

  const page = usePage(schema, query);
  // The totals of the same filter (schema `summary`), refreshed with the rows.
  const sums = useSum(schema, waitingHint ? null : listParams);
  const mutate = page.mutate;
  const mutateSums = sums.mutate;
  // Charts above the list (keys ['chart', tenant, lang, url, …]) refresh with it too.
  const { mutate: mutateCache } = useSWRConfig();
  const chartBase = schema.charts?.length ? `${basePath(schema)}/` : undefined;
  const refresh = useCallback(async () => {
    await Promise.all([
      mutate(),
      mutateSums(),
      chartBase && mutateCache((k) => Array.isArray(k) && k[0] === 'chart' && String(k[3]).startsWith(chartBase)),
    ]);
  }, [mutate, mutateSums, mutateCache, chartBase]);
  // Toolbar exports send what the user is looking at: the search and the order.
  const crud = useCrud(schema, {
    refresh,
    addDefaults,
    searchParams: () => ({
      ...listParams,
      ...(sort.prop && sort.order === 'asc' ? { ascs: sort.prop } : {}),
      ...(sort.prop && sort.order === 'desc' ? { descs: sort.prop } : {}),
    }),
  });
  // A page of rows reaches the table in a task of its own, after SWR's render (which brings the total,
  // and so the pagination). SWR renders synchronously, and React runs the passive effects of a
  // synchronous render (and of updates set from them) before the browser paints: rc-table measures
  // its scroll width there (a forced layout of the whole table) and switches its shadow classes, which
  // restyles every cell a second time (antd's `[class^="ant-table"] [class*=" ant-table"]` rules make
  // any class change on the table invalidate all its descendants). From a timer the rows render at
  // default priority, paint, and those effects run after, as with a bare antd table (issue 5: the
  // 100 × 50 first render went from ≈ 1.9 to ≈ 1.35 × bare antd). Neither an effect (its update is
  // synchronous too) nor useDeferredValue (a time-sliced render ending in a short task, after which the
  // effects may still run first) did that. Meanwhile what was shown stays: the spinner on a first load,
  // else the previous rows.
  const [data, setData] = useState(page.data);
  useEffect(() => {
    const timer = setTimeout(() => setData(page.data));
    return () => clearTimeout(timer);
  }, [page.data]);
  const firstArriving = data === undefined && page.data !== undefined;

  const view = (
    <CrudView
      crud={crud}
      title={title}
      rows={waitingHint ? [] : data?.records}
      loading={!waitingHint && (page.isLoading || firstArriving)}
      error={page.error}
      onRetry={() => void refresh()}
      onRefresh={() => void refresh()}
      initialSearch={initialSearch}
      onSearch={(values) => {
        setSearch(searchParams(schema, values));
        setPaging((p) => ({ ...p, current: 1 }));
      }}
      sort={sort}
      indexOffset={(paging.current - 1) * paging.size}
      onRowClick={onRowClick}
      activeRowKey={activeRowKey}
      addDisabled={!!waitingHint}
      emptyHint={waitingHint}
      summary={
        schema.summary && !waitingHint ? { values: sums.error ? null : sums.data, total: page.data?.total } : undefined
      }
      table={{
        pagination: {
          current: paging.current,
          pageSize: paging.size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: pageSizes.map(String),
          showTotal: (total) => t('total', { total }),
        },
        onChange: (pg, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const prop = s?.order ? String(s.columnKey ?? s.field) : undefined;
            setSort(prop ? { prop, order: s.order === 'ascend' ? 'asc' : 'desc' } : {});
            setPaging((p) => ({ ...p, current: 1 }));
          } else if (extra.action === 'paginate') {
            const size = pg.pageSize ?? paging.size;
            setPaging({ current: size !== paging.size ? 1 : (pg.current ?? 1), size });
          }
        },
      }}
    />
  );
  // Declared charts above the list, over the same search (engine/chart loads the widget and echarts on demand).
  const charts = schema.charts?.some((c) => c.show !== 'none') && !waitingHint;
  const body = charts ? (
    <>
      <Suspense fallback={null}>
        <ListCharts schema={schema} params={listParams} />
      </Suspense>
      {view}
    </>
  ) : (
    view
  );
  if (!treeFilter) return body;
  // Beside the table on wide screens, above it on narrow ones.
  return (
    <GridRow gutter={[16, 16]} className="crud-with-tree-filter">
      <Col xs={24} lg={6} xxl={5}>
        <Suspense fallback={null}>
          <TreeFilter
            spec={treeFilter}
            value={treeValue}
            onChange={(v) => {
              setTreeValue(v);
              setPaging((p) => ({ ...p, current: 1 }));
            }}
          />
        </Suspense>
      </Col>
      <Col xs={24} lg={18} xxl={19}>
        {body}
      </Col>
    </GridRow>
  );
}
