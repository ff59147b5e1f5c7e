/**
 * Grant roles to the chosen accounts (lazy chunk): the tenant's role tree with check boxes (a parent and
 * its children are chosen independently); the checked roles replace each account's roles (`grant`
 * userIds, roleIds). One account: its current roles start checked.
 */
import { useMemo, useState } from 'react';
import { App, Alert, Empty, Modal, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { PluginActionContext } from '../../../engine/plugin';
import { useOptions } from '../../../engine/data/hooks';
import { rowsToOptions, toKeys, type OptionItem } from '../../../engine/form';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { useT } from '../../../engine/i18n';
import { userCall } from './calls';
import { USER_NS } from './locale';

export const ROLE_TREE_URL = '/api/blade-system/role/tree';

type Props = PluginActionContext & { onClose: () => void };

const toNodes = (options: OptionItem[]): DataNode[] =>
  options.map((o) => ({
    key: String(o.value),
    title: o.label,
    children: o.children ? toNodes(o.children) : undefined,
  }));

export default function GrantRolesDialog({ schema, action, rows, provider, refresh, onClose }: Props) {
  const { t } = useT(USER_NS);
  const { message } = App.useApp();
  const { rows: roles, isLoading } = useOptions(ROLE_TREE_URL);
  // BladeX's role/tree nodes are picker nodes, labelled `title`.
  const treeData = useMemo(() => toNodes(rowsToOptions(roles ?? [], 'title', 'id')), [roles]);
  const [checked, setChecked] = useState<string[]>(() =>
    rows.length === 1 ? toKeys(rows[0].roleId).filter((k) => k !== '-1') : [],
  );
  const [busy, setBusy] = useState(false);
  const names = rows.map((r) => String(r.account ?? r.id)).join(', ');

  const save = async () => {
    if (!checked.length) {
      void message.warning(t('grantNone'));
      return;
    }
    setBusy(true);
    try {
      await userCall(provider, schema, action.endpoint ?? 'grant', 'POST', {
        userIds: rows.map((r) => r.id).join(','),
        roleIds: checked.join(','),
      });
      void message.success(t('granted'));
      onClose();
      await refresh();
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('grantTitle', { names })}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('ok')}
      cancelText={t('cancel')}
    >
      {rows.length > 1 && (
        <Alert type="info" showIcon message={t('grantHint', { count: rows.length })} style={{ marginBottom: 12 }} />
      )}
      <Spin spinning={isLoading}>
        {treeData.length ? (
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            selectable={false}
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            data-testid="grant-role-tree"
          />
        ) : (
          !isLoading && <Empty description={t('rolesEmpty')} />
        )}
      </Spin>
    </Modal>
  );
}
