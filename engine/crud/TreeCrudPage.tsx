/**
 * A tree table screen for `schema.tree` entities: the whole tree in one call, or lazily one level at a
 * time (`tree.lazy`: children load on expand, rows say `hasChildren`). Rows get "add child", which
 * presets the parent and copies the `tree.inherit` props from the row.
 */
import { useCallback, useMemo, useState, type Key } from 'react';
import { Button } from 'antd';
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { EntitySchema } from '../schema/model';
import { listOp, treeParentProp } from '../schema/resolve';
import type { Row } from '../data/provider';
import { useLazyChildren, useList } from '../data/hooks';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { searchParams } from './search-params';
import { CrudView } from './CrudView';
import { useCrud } from './use-crud';
import type { CrudPageProps } from './CrudPage';

export type TreeCrudPageProps = CrudPageProps;

/** Keys of every row that has (loaded) children. */
function parentKeys(rows: Row[] | undefined): Key[] {
  return (rows ?? []).flatMap((r) => {
    const kids = Array.isArray(r.children) ? (r.children as Row[]) : [];
    return kids.length ? [String(r.id), ...parentKeys(kids)] : [];
  });
}

function useTreeRows(schema: EntitySchema, params: Record<string, unknown> | null, lazy: boolean) {
  const parentProp = treeParentProp(schema);
  // A lazy tree starts at the fixed parent (a master row), else at the root (0).
  const { [parentProp]: rootId, ...levelParams } = params ?? {};
  const whole = useList(schema, lazy ? null : params);
  const lazyTree = useLazyChildren(
    schema,
    lazy && params ? levelParams : null,
    (rootId as string | number | undefined) ?? 0,
  );
  if (lazy) {
    return {
      rows: lazyTree.rows,
      isLoading: lazyTree.isLoading,
      error: lazyTree.error,
      refresh: lazyTree.refresh,
      loadChildren: lazyTree.loadChildren,
    };
  }
  return {
    rows: whole.data,
    isLoading: whole.isLoading,
    error: whole.error as unknown,
    refresh: async () => void (await whole.mutate()),
    loadChildren: undefined,
  };
}

export function TreeCrudPage({
  schema,
  fixedParams,
  addDefaults,
  onRowClick,
  activeRowKey,
  title,
  waitingHint,
}: TreeCrudPageProps) {
  const { t } = useT(CRUD_NS);
  const lazy = !!schema.tree?.lazy || listOp(schema) === 'lazy-tree';
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const [expanded, setExpanded] = useState<Key[]>([]);
  const params = useMemo(
    () => (waitingHint ? null : { ...search, ...fixedParams }),
    [search, fixedParams, waitingHint],
  );
  const tree = useTreeRows(schema, params, lazy);
  const { refresh: reload } = tree;
  const refresh = useCallback(() => reload(), [reload]);
  const crud = useCrud(schema, { refresh, addDefaults, searchParams: () => params ?? {} });

  const parentProp = treeParentProp(schema);
  const addChild = (row: Row) => {
    const inherited = Object.fromEntries((schema.tree?.inherit ?? []).map((p) => [p, row[p]]));
    crud.openAdd({ ...inherited, [parentProp]: row.id }, t('addChild'));
  };

  const allKeys = parentKeys(tree.rows);
  const toolbarExtra = (
    <>
      <Button icon={<PlusSquareOutlined />} onClick={() => setExpanded(allKeys)} disabled={!allKeys.length}>
        {t('expandAll')}
      </Button>
      <Button icon={<MinusSquareOutlined />} onClick={() => setExpanded([])} disabled={!expanded.length}>
        {t('collapseAll')}
      </Button>
    </>
  );

  return (
    <CrudView
      crud={crud}
      title={title}
      rows={waitingHint ? [] : tree.rows}
      loading={!waitingHint && tree.isLoading}
      error={tree.error}
      onRetry={() => void refresh()}
      onRefresh={() => void refresh()}
      onSearch={(values) => setSearch(searchParams(schema, values))}
      onRowClick={onRowClick}
      activeRowKey={activeRowKey}
      addDisabled={!!waitingHint}
      emptyHint={waitingHint}
      onAddChild={addChild}
      toolbarExtra={toolbarExtra}
      table={{
        pagination: false,
        expandable: {
          expandedRowKeys: expanded,
          onExpand: (open, row) => {
            const key = String(row.id);
            setExpanded((keys) => (open ? [...keys, key] : keys.filter((k) => k !== key)));
            const loaded = Array.isArray(row.children) && (row.children as Row[]).length > 0;
            if (open && tree.loadChildren && row.hasChildren && !loaded)
              void tree.loadChildren(row.id as string | number);
          },
        },
      }}
    />
  );
}
