/**
 * One checkable tree of the grant dialog: a search box that highlights matches and opens the way to them,
 * expand / collapse all, check all / clear. Keyboard: Tab into the tree, arrows move and open, Enter or
 * Space checks (rc-tree). Checked keys are controlled by the dialog; parents are derived by conduction.
 */
import { useMemo, useState } from 'react';
import { Button, Empty, Input, Space, Tree } from 'antd';
import { useT } from '../../../engine/i18n';
import { GRANT_NS } from './locale';
import { allKeys, parentKeys, searchTree, type GrantNode } from './tree';

export interface GrantTreeProps {
  nodes: GrantNode[];
  checked: string[];
  onChange: (keys: string[]) => void;
  /** Accessible name of the tree (the tab's label). */
  label: string;
}

export function GrantTree({ nodes, checked, onChange, label }: GrantTreeProps) {
  const { t } = useT(GRANT_NS);
  const [search, setSearch] = useState('');
  // Roots open at first: the first level is what an operator scans.
  const [expanded, setExpanded] = useState<string[]>(() => nodes.map((n) => n.key));
  const parents = useMemo(() => parentKeys(nodes), [nodes]);
  const { matches } = useMemo(() => searchTree(nodes, search), [nodes, search]);
  const allOpen = parents.length > 0 && parents.every((k) => expanded.includes(k));

  if (!nodes.length) return <Empty description={t('empty')} />;

  const onSearch = (text: string) => {
    setSearch(text);
    const { expand } = searchTree(nodes, text);
    if (expand.length) setExpanded((prev) => [...new Set([...prev, ...expand])]);
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          style={{ width: 220 }}
        />
        <Button size="small" onClick={() => setExpanded(allOpen ? [] : parents)}>
          {allOpen ? t('collapseAll') : t('expandAll')}
        </Button>
        <Button size="small" onClick={() => onChange(allKeys(nodes))}>
          {t('checkAll')}
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          {t('uncheckAll')}
        </Button>
      </Space>
      <div style={{ maxHeight: 420, overflow: 'auto' }}>
        <Tree
          checkable
          selectable={false}
          aria-label={label}
          treeData={nodes}
          checkedKeys={checked}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String))}
          titleRender={(n) => (matches.has(n.key) ? <mark>{n.title}</mark> : n.title)}
        />
      </div>
    </div>
  );
}
