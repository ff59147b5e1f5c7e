/**
 * The process designer (/flow/model/design/:modelId): the model's BPMN 2.0 drawing in bpmn-js's Modeler
 * — a palette of what the engine runs, the properties of the selected element beside it — saved back as
 * the model's XML (the server checks it and counts the version up) and deployed from here. bpmn-js and
 * its styles load with this page only (a lazy chunk of its own).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, App, Button, Card, Result, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './designer.css';
import useSWR from 'swr';
import { usePermission } from '../../../../engine/data/context';
import { currentLang, useT } from '../../../../engine/i18n';
import { FLOWABLE_MODDLE } from '../../plugin';
import { flowTools, translateModule } from './bpmn-tools';
import { loadModel, saveModel } from './calls';
import { DeployDialog } from './DeployDialog';
import { FlowEnv } from './env';
import { DESIGN_NS } from './locale';
import { PropertiesPanel } from './PropertiesPanel';

export default function DesignerPage() {
  const { modelId = '' } = useParams();
  return (
    <FlowEnv>
      <Designer key={modelId} modelId={modelId} />
    </FlowEnv>
  );
}

function Designer({ modelId }: { modelId: string }) {
  const { t } = useT(DESIGN_NS);
  const { message } = App.useApp();
  const { data: model, error, mutate } = useSWR(['flow-design-model', modelId], () => loadModel(modelId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const canSave = usePermission('flow_model_edit');
  const canDeploy = usePermission('flow_model_deploy');
  const container = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler>();
  const [importProblem, setImportProblem] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deploying, setDeploying] = useState(false);
  const loaded = !!model;

  // One Modeler per visit, fed the stored drawing once; later reloads of the row (a save) keep it.
  useEffect(() => {
    if (!loaded || !container.current) return;
    const m = new Modeler({
      container: container.current,
      additionalModules: [flowTools, translateModule(currentLang)],
      moddleExtensions: { flowable: FLOWABLE_MODDLE },
    });
    let alive = true;
    m.importXML(model.xml)
      .then(({ warnings }) => {
        if (!alive) return;
        if (warnings.length) setImportProblem(warnings.map((w: unknown) => String((w as { message?: string }).message ?? w)).join('; '));
        (m.get('canvas') as { zoom: (v: string, c: string) => void }).zoom('fit-viewport', 'auto');
        setModeler(m);
      })
      .catch((err: Error) => alive && setImportProblem(err.message));
    m.on('commandStack.changed', () => setDirty(true));
    return () => {
      alive = false;
      m.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the drawing is imported once, when first loaded
  }, [loaded]);

  // Unsaved changes: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useCallback(async (): Promise<boolean> => {
    if (!modeler || !model) return false;
    setSaving(true);
    try {
      const { xml } = await modeler.saveXML({ format: true });
      await saveModel(model, xml ?? '', model.name);
      setDirty(false);
      await mutate();
      void message.success(t('saved'));
      return true;
    } catch {
      return false; // the transport showed the server's reason
    } finally {
      setSaving(false);
    }
  }, [modeler, model, mutate, message, t]);

  const download = async () => {
    if (!modeler || !model) return;
    const { xml } = await modeler.saveXML({ format: true });
    const url = URL.createObjectURL(new Blob([xml ?? ''], { type: 'application/xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${model.modelKey}.bpmn20.xml`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  if (error) return <Result status="warning" title={t('notFound')} />;
  return (
    <Card
      data-testid="flow-designer"
      styles={{ body: { padding: 0 } }}
      title={
        <Space wrap>
          <Typography.Text strong>{model?.name ?? t('loading')}</Typography.Text>
          {model && <Tag>{model.modelKey}</Tag>}
          {model && <Tag color="blue">v{model.version}</Tag>}
          {dirty && <Tag color="orange">{t('unsaved')}</Tag>}
        </Space>
      }
      extra={
        <Space wrap>
          <Tooltip title={t('fitHelp')}>
            <Button disabled={!modeler} onClick={() => (modeler?.get('canvas') as { zoom: (v: string) => void }).zoom('fit-viewport')}>
              {t('fit')}
            </Button>
          </Tooltip>
          <Button disabled={!modeler} onClick={() => void download()}>
            {t('download')}
          </Button>
          {canSave && (
            <Button type="primary" disabled={!modeler} loading={saving} onClick={() => void save()}>
              {t('save')}
            </Button>
          )}
          {canDeploy && (
            <Button
              disabled={!modeler}
              onClick={async () => {
                if (dirty && !(await save())) return;
                setDeploying(true);
              }}
            >
              {t('deploy.button')}
            </Button>
          )}
        </Space>
      }
    >
      {importProblem && <Alert type="warning" showIcon message={t('importProblem')} description={importProblem} banner />}
      <div style={{ display: 'flex', minHeight: 520, height: 'calc(100vh - 240px)' }}>
        <div style={{ flex: 1, position: 'relative', minWidth: 0 }}>
          <div ref={container} className="flow-designer-canvas" data-testid="bpmn-canvas" style={{ position: 'absolute', inset: 0 }} />
          {!modeler && !importProblem && (
            <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} />
          )}
        </div>
        <aside
          aria-label={t('panel.title')}
          style={{ width: 320, borderLeft: '1px solid rgba(5,5,5,0.06)', padding: 16, overflowY: 'auto' }}
        >
          {modeler ? <PropertiesPanel modeler={modeler} /> : null}
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 16 }}>
            {t('help')}
          </Typography.Paragraph>
        </aside>
      </div>
      {deploying && model && (
        <DeployDialog modelId={model.id} modelName={model.name} category={model.category} onClose={() => setDeploying(false)} />
      )}
    </Card>
  );
}
