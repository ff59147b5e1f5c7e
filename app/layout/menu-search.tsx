/**
 * Menu search overlay (spec §2): a text box filters the leaf menu items whose name starts with what was
 * typed (case-insensitive, in the current language); Esc closes (antd Modal's keyboard); choosing one
 * navigates to it.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Input, List, Modal } from 'antd';
import type { MenuNode } from '../../engine/auth/session';
import { useT, type Lang } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { useSession } from '../session-state';
import { isExternal, menuTitle, visibleMenu } from './menu-utils';

interface Leaf {
  path: string;
  title: string;
  node: MenuNode;
}

function leaves(nodes: MenuNode[], lang: Lang, out: Leaf[] = []): Leaf[] {
  for (const n of nodes) {
    if (n.children?.length) leaves(n.children, lang, out);
    else out.push({ path: n.path, title: menuTitle(n, lang), node: n });
  }
  return out;
}

export function matchLeaves(all: Leaf[], text: string): Leaf[] {
  const q = text.trim().toLowerCase();
  return q ? all.filter((l) => l.title.toLowerCase().startsWith(q)) : all;
}

export function MenuSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, lang } = useT(APP_NS);
  const { menu, roles } = useSession();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const all = useMemo(() => leaves(visibleMenu(menu, roles), lang), [menu, roles, lang]);
  const found = matchLeaves(all, text);

  const choose = (leaf: Leaf) => {
    onClose();
    setText('');
    if (isExternal(leaf.node.path) && leaf.node.isOpen === 2) window.open(leaf.node.path, '_blank');
    else navigate(isExternal(leaf.path) ? `/myiframe/${encodeURIComponent(leaf.path)}` : leaf.path);
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('search.title')} destroyOnHidden width={480}>
      <Input
        autoFocus
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        onPressEnter={() => found[0] && choose(found[0])}
      />
      <List
        style={{ maxHeight: 320, overflow: 'auto', marginTop: 8 }}
        dataSource={found}
        locale={{ emptyText: t('search.none') }}
        renderItem={(leaf) => (
          <List.Item
            style={{ cursor: 'pointer', padding: '6px 8px' }}
            onClick={() => choose(leaf)}
            data-testid="search-hit"
          >
            {leaf.title}
          </List.Item>
        )}
      />
    </Modal>
  );
}
