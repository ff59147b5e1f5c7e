/**
 * Deploying a model (`POST blade-flow/model/deploy?modelId=&category=&tenantIds=`): the category (the
 * model's by default) and, for the platform administrator, the tenants. The server checks the drawing can
 * run and answers the reason otherwise; the dialog stays open on a refusal so it can be read.
 * Used by the models' row action 部署 and by the designer.
 */
import { useState } from 'react';
import { App, Form, Modal, Typography } from 'antd';
import { useT } from '../../../../engine/i18n';
import { deployModel } from './calls';
import { DESIGN_NS } from './locale';
import { TargetFields, targetOf } from './TargetFields';

export interface DeployDialogProps {
  modelId: string;
  modelName: string;
  category?: string;
  onClose: () => void;
  onDeployed?: () => void;
}

export function DeployDialog({ modelId, modelName, category, onClose, onDeployed }: DeployDialogProps) {
  const { t } = useT(DESIGN_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return; // the form names the missing field
    setBusy(true);
    try {
      const { processDefinitionIds } = await deployModel(modelId, targetOf(values));
      void message.success(t('deploy.done', { count: processDefinitionIds.length }));
      onDeployed?.();
      onClose();
    } catch {
      // The transport showed the server's reason; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('deploy.title', { name: modelName })}
      okText={t('deploy.ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="flow-deploy-dialog">
        <Typography.Paragraph type="secondary">{t('deploy.intro')}</Typography.Paragraph>
        <Form form={form} name="flowDeploy" layout="vertical" initialValues={{ category: category || undefined }}>
          <TargetFields />
        </Form>
      </div>
    </Modal>
  );
}
