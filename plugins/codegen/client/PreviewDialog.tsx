/**
 * Preview an entry (lazy chunk): the table's columns and where each goes, every file to write with its
 * diff against the disk and its full text, the lint's verdict — then generate, passing the preview's
 * fingerprint so a file edited meanwhile is not overwritten (the server answers 409). In production mode
 * the files are downloaded instead.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Descriptions, Modal, Spin, Tabs } from 'antd';
import { handOff, type PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { downloadFile, generate, previewPlan, type GenResult, type PlanView } from './calls';
import { ColumnsTable, DiffView, FileText, GenDone, PlanAlerts, stateTag } from './plan-parts';
import { CODEGEN_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

/** The schema playground's page (plugins/playground): the entity file opens there to be tried and edited. */
const PLAYGROUND_ROUTE = '/tool/playground';

export default function PreviewDialog({ schema, rows, lang, refresh, onClose }: Props) {
  const { t } = useT(CODEGEN_NS);
  const { message } = App.useApp();
  const row = rows[0];
  const [plan, setPlan] = useState<PlanView>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<GenResult>();

  useEffect(() => {
    let live = true;
    previewPlan(schema, String(row.id)).then(
      (p) => live && setPlan(p),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [schema, row.id, onClose]);

  const navigate = useNavigate();
  const entityFile = plan?.files.find((f) => f.role === 'entity');
  const entityText = entityFile?.text ?? entityFile?.current ?? undefined;
  const openInPlayground = () => {
    if (!entityText) return;
    handOff(PLAYGROUND_ROUTE, entityText);
    onClose();
    void navigate(PLAYGROUND_ROUTE);
  };
  const changed = plan?.files.some((f) => f.state !== 'unchanged');
  const run = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      setDone(await generate(schema, [plan.id], plan.base));
      await refresh();
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const footer = done
    ? [
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
        ...(entityText
          ? [
              <Button key="playground" data-testid="codegen-open-playground" onClick={openInPlayground}>
                {t('openPlayground')}
              </Button>,
            ]
          : []),
        ...(plan?.write === false
          ? plan.files.map((f) => (
              <Button key={f.file} onClick={() => void downloadFile(schema, plan.id, f.role, f.file.split('/').pop()!)}>
                {t('download', { file: f.file.split('/').pop() })}
              </Button>
            ))
          : [
              <Button
                key="gen"
                type="primary"
                loading={busy}
                disabled={!plan || !changed || plan.problems.length > 0}
                onClick={() => void run()}
              >
                {plan && !changed ? t('nothing') : t('generate')}
              </Button>,
            ]),
      ];

  return (
    <Modal
      open
      width={1000}
      title={t('previewTitle', { name: String(row.codeName ?? '') })}
      onCancel={onClose}
      footer={footer}
      maskClosable={false}
    >
      {done ? (
        <GenDone modules={done.modules} written={done.written} lang={lang} t={t} />
      ) : !plan ? (
        <Spin tip={t('loading')}>
          <div style={{ height: 120 }} />
        </Spin>
      ) : (
        <div data-testid="codegen-preview">
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('schemaName')}>{plan.schema.name}</Descriptions.Item>
            <Descriptions.Item label={t('route')}>{plan.schema.route}</Descriptions.Item>
            <Descriptions.Item label={t('api')}>{plan.schema.api}</Descriptions.Item>
            <Descriptions.Item label={t('table')}>{plan.schema.table}</Descriptions.Item>
            {plan.files.map((f) => (
              <Descriptions.Item key={f.file} label={t(f.role === 'entity' ? 'fileEntity' : 'fileDicts')} span={2}>
                {f.file} {stateTag(f, t)}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <PlanAlerts plan={plan} t={t} />
          <Tabs
            defaultActiveKey={plan.files.some((f) => f.state === 'merge') ? 'diff' : 'columns'}
            items={[
              {
                key: 'columns',
                label: t('tabColumns'),
                children: <ColumnsTable columns={plan.columns} lang={lang} t={t} />,
              },
              {
                key: 'diff',
                label: t('tabDiff'),
                children: plan.files.map((f) => (
                  <div key={f.file} style={{ marginBottom: 12 }}>
                    <div style={{ marginBottom: 4 }}>
                      {f.file} {stateTag(f, t)}
                    </div>
                    {f.diff && f.diff.length > 0 && <DiffView lines={f.diff} />}
                  </div>
                )),
              },
              ...plan.files.map((f) => ({
                key: f.file,
                label: `${t('tabFile')} · ${f.file.split('/').pop()}`,
                children: <FileText file={f} />,
              })),
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
