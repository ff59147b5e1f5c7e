/**
 * The client error log screen (spec §2, §8): type, address, content, expandable stack and time; upload to
 * the server and clear, each after confirmation.
 */
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { uploadErrorLogs, type ClientErrorLog } from '../../engine/auth/account-api';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { clearErrorLogs, errorLogPref } from '../shell-state/error-log';
import type { RouteHandle } from '../title';

export function ErrorLogPage() {
  const { t } = useT(APP_NS);
  const { modal, message } = App.useApp();
  const logs = errorLogPref.use();

  const confirm = (content: string, run: () => Promise<void>, done: string) =>
    modal.confirm({
      title: t('dialog.title'),
      content,
      okText: t('dialog.ok'),
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        await run();
        void message.success(done);
      },
    });

  const upload = () =>
    confirm(
      t('errorLog.uploadConfirm'),
      async () => {
        await uploadErrorLogs(errorLogPref.get());
        clearErrorLogs();
      },
      t('errorLog.uploaded'),
    );
  const clear = () => confirm(t('errorLog.clearConfirm'), async () => clearErrorLogs(), t('errorLog.cleared'));

  return (
    <Card
      title={t('errorLog.title')}
      extra={
        <Space>
          <Button type="primary" icon={<CloudUploadOutlined />} disabled={!logs.length} onClick={upload}>
            {t('errorLog.upload')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={!logs.length} onClick={clear}>
            {t('errorLog.clear')}
          </Button>
        </Space>
      }
    >
      <Table<ClientErrorLog & { key: number }>
        size="small"
        dataSource={logs.map((l, i) => ({ ...l, key: i }))}
        pagination={{ pageSize: 10 }}
        expandable={{
          expandedRowRender: (r) => (
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 12 }}>
              {r.stack || '-'}
              {r.info ? `\n${r.info}` : ''}
            </pre>
          ),
        }}
        columns={[
          {
            title: t('errorLog.type'),
            dataIndex: 'type',
            width: 170,
            render: (v: string) => <Tag color="red">{v}</Tag>,
          },
          { title: t('errorLog.url'), dataIndex: 'url', width: 260, ellipsis: true },
          {
            title: t('errorLog.message'),
            dataIndex: 'message',
            render: (v: string) => <Typography.Text>{v}</Typography.Text>,
          },
          {
            title: t('errorLog.stack'),
            dataIndex: 'stack',
            width: 120,
            render: (v: string) => (v ? t('errorLog.expand') : '-'),
          },
          { title: t('errorLog.time'), dataIndex: 'time', width: 170 },
        ]}
      />
    </Card>
  );
}

export const handle: RouteHandle = { title: ({ t }) => t('errorLog.title') };

export default ErrorLogPage;
