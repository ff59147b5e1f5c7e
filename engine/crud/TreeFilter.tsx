/**
 * The tree beside a table that filters it (`table.treeFilter`): options from an endpoint that answers a
 * tree, under an "all" root that clears the filter. antd's Tree is keyboard usable (Tab to focus, arrows
 * to move and open, Enter to choose). Choosing the node already chosen keeps it (no accidental clearing).
 */
import { useMemo } from 'react';
import { Card, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { EntitySchema } from '../schema/model';
import { text } from '../schema/resolve';
import { useOptions } from '../data/hooks';
import { rowsToOptions } from '../form/options';
import type { OptionItem } from '../form/value-types/types';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';

export type TreeFilterSpec = NonNullable<NonNullable<EntitySchema['table']>['treeFilter']>;

/** The key of the "all" root (never a real id: those are digits or at least not this). */
export const TREE_FILTER_ALL = '__all__';

const toNodes = (options: OptionItem[]): DataNode[] =>
  options.map((o) => ({
    key: String(o.value),
    title: o.label,
    ...(o.children?.length ? { children: toNodes(o.children) } : {}),
  }));

export interface TreeFilterProps {
  spec: TreeFilterSpec;
  /** The chosen node's value; undefined = all. */
  value?: string;
  onChange: (value: string | undefined) => void;
}

export function TreeFilter({ spec, value, onChange }: TreeFilterProps) {
  const { t, lang } = useT(CRUD_NS);
  // A failing endpoint is toasted by the transport; the tree then holds only "all".
  const { rows, isLoading } = useOptions(spec.dict.url);
  const title = spec.title ? text(spec.title, lang) : t('treeFilterAll');
  const treeData = useMemo<DataNode[]>(
    () => [
      {
        key: TREE_FILTER_ALL,
        title: t('treeFilterAll'),
        children: toNodes(rowsToOptions(rows ?? [], spec.dict.label, spec.dict.value)),
      },
    ],
    [rows, spec.dict.label, spec.dict.value, t],
  );
  return (
    <Card
      size="small"
      title={title}
      className="crud-tree-filter"
      data-testid="tree-filter"
      styles={{ body: { padding: 8 } }}
    >
      <Spin spinning={isLoading}>
        <Tree
          // Re-mounted once the options arrive, so "expand all" sees them.
          key={rows ? 'loaded' : 'loading'}
          aria-label={t('treeFilterLabel', { title })}
          treeData={treeData}
          selectedKeys={[value ?? TREE_FILTER_ALL]}
          defaultExpandAll
          blockNode
          showLine
          onSelect={(keys) => {
            if (!keys.length) return;
            const key = String(keys[0]);
            onChange(key === TREE_FILTER_ALL ? undefined : key);
          }}
        />
      </Spin>
    </Card>
  );
}
