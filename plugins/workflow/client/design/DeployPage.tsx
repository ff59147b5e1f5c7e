/**
 * Deployments (/flow/deploy): upload .bpmn files and deploy them (`manager/deploy-upload`, multipart
 * `files`, `category`, `tenantIds` — every file or none, the server names the file it refuses), above the
 * list of deployed definitions — the engine's own list of schemas/flow/process.ts, so its state machine
 * (挂起 / 激活, each confirmed), its row actions (流程图, 删除 with confirmation) and its filters are the
 * ones of the 流程管理 screen.
 */
import { useState } from 'react';
import { App, Button, Card, Form, Space, Typography, Upload, type UploadFile } from 'antd';
import { CrudPage } from '../../../../engine/crud';
import { usePermission } from '../../../../engine/data/context';
import { useRevalidateEntity } from '../../../../engine/data/hooks';
import { useT } from '../../../../engine/i18n';
import { deployUpload } from './calls';
import { FlowEnv, flowSchemas } from './env';
import { DESIGN_NS } from './locale';
import { TargetFields, targetOf } from './TargetFields';

const MAX_FILES = 10;
const MAX_BYTES = 1024 * 1024;

export default function DeployPage() {
  return (
    <FlowEnv>
      <Deployments />
    </FlowEnv>
  );
}

function Deployments() {
  const { t } = useT(DESIGN_NS);
  const canUpload = usePermission('flow_deploy_upload');
  const revalidate = useRevalidateEntity();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="flow-deploy-page">
      {canUpload && <UploadCard onDeployed={() => void revalidate(flowSchemas.process.name)} />}
      <Card title={t('list.title')} styles={{ body: { paddingTop: 8 } }}>
        <CrudPage schema={flowSchemas.process} />
      </Card>
    </Space>
  );
}

function UploadCard({ onDeployed }: { onDeployed: () => void }) {
  const { t } = useT(DESIGN_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [filesError, setFilesError] = useState<string>();

  const accept = (file: File): boolean => {
    if (!/\.(bpmn|xml)$/i.test(file.name)) {
      void message.error(t('upload.wrongType', { name: file.name }));
      return false;
    }
    if (file.size > MAX_BYTES) {
      void message.error(t('upload.tooLarge', { name: file.name }));
      return false;
    }
    return true;
  };

  const submit = async () => {
    // Every missing field is named at once: the files and the form's own fields.
    if (!files.length) setFilesError(t('upload.noFile'));
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !files.length) return;
    setBusy(true);
    try {
      const { processDefinitionIds } = await deployUpload(
        files.map((f) => f.originFileObj as File),
        targetOf(values),
      );
      void message.success(t('deploy.done', { count: processDefinitionIds.length }));
      setFiles([]);
      onDeployed();
    } catch {
      // The transport showed the server's reason (naming the file); the files stay chosen.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('upload.title')} data-testid="flow-deploy-upload">
      <Typography.Paragraph type="secondary">{t('upload.intro')}</Typography.Paragraph>
      <Form form={form} name="flowUpload" layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item
          label={t('upload.files')}
          required
          validateStatus={filesError ? 'error' : undefined}
          help={filesError}
        >
          <Upload
            multiple
            accept=".bpmn,.xml"
            maxCount={MAX_FILES}
            fileList={files}
            beforeUpload={(file) => {
              if (accept(file)) {
                setFiles((list) =>
                  [
                    ...list,
                    { uid: file.uid, name: file.name, size: file.size, originFileObj: file, status: 'done' as const },
                  ].slice(0, MAX_FILES),
                );
                setFilesError(undefined);
              }
              return Upload.LIST_IGNORE;
            }}
            onRemove={(file) => setFiles((list) => list.filter((f) => f.uid !== file.uid))}
          >
            <Button>{t('upload.choose')}</Button>
          </Upload>
        </Form.Item>
        <TargetFields />
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('upload.submit')}
        </Button>
      </Form>
    </Card>
  );
}
