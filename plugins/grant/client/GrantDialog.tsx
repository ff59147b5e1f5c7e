/**
 * The grant dialog (lazy chunk): for the selected rows of a schema action configured in config.ts, load
 * every tab's tree and the rows' stored keys at once, pre-check (leaves stored, parents derived: see
 * tree.ts), save all tabs in one call (checked keys plus half-checked parents), toast, refresh the screen and close. Several rows: their stored
 * keys are merged and saving replaces the grants of every one of them (said in the dialog).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Modal, Spin, Tabs } from 'antd';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { text } from '../../../engine/schema/resolve';
import { getGrant, postGrant } from './calls';
import { grantConfigOf } from './config';
import { GrantTree } from './GrantTree';
import { GRANT_NS } from './locale';
import { checkedFromStored, halfChecked, pick, toGrantNodes, type GrantNode } from './tree';

type Props = PluginActionContext & { onClose: () => void };

type Load =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; trees: Record<string, GrantNode[]> };

/** A short "who" for the title: the label column of up to three rows. */
function namesOf({ schema, rows }: Props): string {
  const prop = schema.tree?.labelProp ?? schema.columns[0]?.prop;
  const names = rows.slice(0, 3).map((r) => String((prop && r[prop]) ?? r.id ?? ''));
  return names.join('、') + (rows.length > 3 ? ` +${rows.length - 3}` : '');
}

export default function GrantDialog(props: Props) {
  const { schema, action, rows, provider, lang, refresh, onClose } = props;
  const { t } = useT(GRANT_NS);
  const { message } = App.useApp();
  const config = grantConfigOf(schema.name, action.key);
  const ids = rows
    .map((r) => String(r.id ?? ''))
    .filter(Boolean)
    .join(',');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [checked, setChecked] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  const fetchAll = useCallback(async () => {
    if (!config) return;
    setLoad({ status: 'loading' });
    try {
      const [treeAnswer, keysAnswer] = await Promise.all([
        getGrant(provider, schema, config.tree),
        getGrant(provider, schema, config.keys, { [config.keys.param]: ids }),
      ]);
      const trees: Record<string, GrantNode[]> = {};
      const initial: Record<string, string[]> = {};
      config.tabs.forEach((tab, i) => {
        trees[tab.key] = toGrantNodes(pick(treeAnswer, tab.key, i === 0), lang);
        const stored = pick(keysAnswer, tab.key, i === 0).map(String);
        initial[tab.key] = checkedFromStored(trees[tab.key], stored);
      });
      setChecked(initial);
      setLoad({ status: 'ready', trees });
    } catch (e) {
      setLoad({ status: 'error', error: errorText(e) });
    }
  }, [config, provider, schema, ids, lang]);

  useEffect(() => {
    void fetchAll();
  }, [fetchAll]);

  const save = async () => {
    if (!config || load.status !== 'ready') return;
    const { trees } = load;
    setSaving(true);
    try {
      const body: Record<string, unknown> = { [config.save.param]: ids };
      for (const tab of config.tabs) {
        const keys = checked[tab.key] ?? [];
        body[tab.saveParam] = [...keys, ...halfChecked(trees[tab.key] ?? [], keys)].join(',');
      }
      await postGrant(provider, schema, config.save, body);
      void message.success(t('saved'));
      onClose();
      await refresh();
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const title = rows.length ? t('titleOf', { names: namesOf(props) }) : text(action.label, lang) || t('title');
  let body: ReactNode;
  if (!config) body = <Alert type="warning" showIcon message={t('notConfigured', { key: action.key })} />;
  else if (load.status === 'loading') body = <Spin style={{ display: 'block', padding: 48 }} />;
  else if (load.status === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed', { error: load.error })}
        action={<Button onClick={() => void fetchAll()}>{t('retry')}</Button>}
      />
    );
  else {
    const panel = (key: string, label: string) => (
      <GrantTree
        nodes={load.trees[key] ?? []}
        checked={checked[key] ?? []}
        onChange={(keys) => setChecked((prev) => ({ ...prev, [key]: keys }))}
        label={label}
      />
    );
    const tabs = config.tabs.map((tab) => ({
      key: tab.key,
      label: text(tab.label, lang),
      children: panel(tab.key, text(tab.label, lang)),
    }));
    body = tabs.length === 1 ? tabs[0].children : <Tabs items={tabs} />;
  }

  return (
    <Modal
      open
      title={title}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={!config || load.status !== 'ready'}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>,
      ]}
    >
      {rows.length > 1 && load.status === 'ready' && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('several', { count: rows.length })} />
      )}
      {body}
    </Modal>
  );
}
