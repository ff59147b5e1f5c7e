/**
 * Row action `secret` of the app list: asks, then makes a new secret on the server and shows it this once
 * (with the app key) — closing the dialog forgets it; no screen can show it again.
 */
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { call } from './calls';
import { OPEN_NS } from './locale';

export default function SecretDialog({ rows, provider, refresh, onClose }: PluginActionContext & { onClose: () => void }) {
  const { t } = useT(OPEN_NS);
  const [made, setMade] = useState<{ appKey: string; appSecret: string }>();
  const [busy, setBusy] = useState(false);
  const row = rows[0];
  const make = async () => {
    setBusy(true);
    try {
      setMade(await call<{ appKey: string; appSecret: string }>('/api/share-open/app/secret', { id: row.id }, 'POST', provider));
      void refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('secretTitle')} · ${String(row.appName ?? '')}`}
      onCancel={onClose}
      maskClosable={false}
      footer={
        made ? (
          <Button type="primary" onClick={onClose}>
            {t('secretDone')}
          </Button>
        ) : (
          <Button type="primary" danger loading={busy} onClick={() => void make()}>
            {t('secretMake')}
          </Button>
        )
      }
    >
      {made ? (
        <>
          <Alert type="success" showIcon message={t('secretShown')} style={{ marginBottom: 12 }} />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('appKey')}>
              <Typography.Text copyable>{made.appKey}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('appSecret')}>
              <Typography.Text copyable code data-testid="app-secret">
                {made.appSecret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : (
        <Alert type="warning" showIcon message={t('secretWarn')} />
      )}
    </Modal>
  );
}
