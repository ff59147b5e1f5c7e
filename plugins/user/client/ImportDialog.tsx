/**
 * Import users from an .xlsx workbook (lazy chunk): choose the file, choose whether existing accounts are
 * overwritten, send it (`import-user?isCovered=0|1`, multipart `file`), then show what happened — rows
 * added, updated and refused, each refusal with its row number and reason (in the caller's language).
 */
import { useState } from 'react';
import { Alert, App, Button, Checkbox, Modal, Space, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { PluginActionContext } from '../../../engine/plugin';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { useT } from '../../../engine/i18n';
import { importUsers, type ImportReport } from './calls';
import { USER_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function ImportDialog({ schema, action, refresh, onClose }: Props) {
  const { t } = useT(USER_NS);
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [covered, setCovered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport>();

  const send = async () => {
    if (!file) {
      void message.warning(t('importNoFile'));
      return;
    }
    setBusy(true);
    try {
      setReport(await importUsers(schema, action, file, covered));
      await refresh();
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (report)
    return (
      <Modal
        open
        title={t('importTitle')}
        onOk={onClose}
        onCancel={onClose}
        okText={t('close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={640}
      >
        <Alert
          type={report.refused.length ? 'warning' : 'success'}
          showIcon
          message={t('importSummary', { added: report.added, updated: report.updated, refused: report.refused.length })}
          style={{ marginBottom: 12 }}
        />
        {report.refused.length > 0 && (
          <Table
            size="small"
            rowKey="row"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={report.refused}
            columns={[
              { title: t('importRow'), dataIndex: 'row', width: 80 },
              { title: t('importReason'), dataIndex: 'reason' },
            ]}
          />
        )}
      </Modal>
    );
  return (
    <Modal
      open
      title={t('importTitle')}
      onOk={() => void send()}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('ok')}
      cancelText={t('cancel')}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(undefined)}
        >
          <Button icon={<UploadOutlined />}>{t('importFile')}</Button>
        </Upload>
        <Checkbox checked={covered} onChange={(e) => setCovered(e.target.checked)}>
          {t('importCovered')}
        </Checkbox>
        <Typography.Text type="secondary">{t('importCoveredHelp')}</Typography.Text>
        <Typography.Text type="secondary">{t('importTemplateHint')}</Typography.Text>
      </Space>
    </Modal>
  );
}
