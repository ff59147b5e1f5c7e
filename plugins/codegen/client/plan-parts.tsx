/** Parts of the preview: the column mapping table, a file's diff, a file's text, the result after writing. */
import { Alert, Result, Table, Tag, Typography } from 'antd';
import type { Lang } from '../../../engine/i18n';
import type { DiffLine, MappedColumn, PlanView, PlannedFile } from './calls';

type T = (key: string, vars?: Record<string, unknown>) => string;

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 };
const lineColors: Record<DiffLine['op'], string | undefined> = { '+': '#e6ffed', '-': '#ffeef0', ' ': undefined };

export function DiffView({ lines }: { lines: DiffLine[] }) {
  return (
    <pre data-testid="codegen-diff" style={{ ...mono, maxHeight: 420, overflow: 'auto', margin: 0, border: '1px solid #f0f0f0' }}>
      {lines.map((l, i) => (
        <div key={i} data-op={l.op === '+' ? 'add' : l.op === '-' ? 'remove' : 'keep'} style={{ background: lineColors[l.op], padding: '0 8px' }}>
          <span style={{ display: 'inline-block', width: 16, color: '#999' }}>{l.op}</span>
          {l.text}
        </div>
      ))}
    </pre>
  );
}

export function FileText({ file }: { file: PlannedFile }) {
  return (
    <Typography.Paragraph copyable={{ text: file.text ?? '' }} style={{ marginBottom: 0 }}>
      <pre style={{ ...mono, maxHeight: 420, overflow: 'auto', margin: 0 }}>{file.text}</pre>
    </Typography.Paragraph>
  );
}

export function stateTag(file: PlannedFile, t: T) {
  const [color, key] =
    file.state === 'new' ? ['green', 'stateNew'] : file.state === 'merge' ? ['blue', 'stateMerge'] : ['default', 'stateUnchanged'];
  return <Tag color={color}>{t(key)}</Tag>;
}

export function ColumnsTable({ columns, lang, t }: { columns: MappedColumn[]; lang: Lang; t: T }) {
  return (
    <Table<MappedColumn>
      size="small"
      rowKey="column"
      pagination={false}
      scroll={{ y: 380 }}
      dataSource={columns}
      columns={[
        { title: t('colColumn'), dataIndex: 'column', width: 160 },
        { title: t('colDbType'), dataIndex: 'dbType', width: 110 },
        {
          title: t('colProp'),
          width: 150,
          render: (_, c) => c.prop ?? (c.managed ? <Tag>{t('managed')}</Tag> : <Tag color="orange">{t('skipped')}</Tag>),
        },
        { title: t('colType'), width: 100, render: (_, c) => (c.type ? <Tag color="geekblue">{c.type}</Tag> : null) },
        { title: t('colLabel'), render: (_, c) => c.label?.[lang] ?? c.skipped?.[lang] ?? '' },
        { title: t('colRequired'), width: 96, render: (_, c) => (c.required ? t('yes') : '') },
      ]}
    />
  );
}

export function PlanAlerts({ plan, t }: { plan: PlanView; t: T }) {
  const entity = plan.files.find((f) => f.role === 'entity');
  return (
    <>
      {plan.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={t('problems')}
          description={plan.problems.map((p) => `${p.file} ${p.pointer}: ${p.message} — ${p.fix}`).join('\n')}
        />
      )}
      {entity?.state === 'merge' && plan.added.length > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t('added', { props: plan.added.join(', ') })} />
      )}
      {plan.missing.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('missing', { props: plan.missing.join(', ') })} />
      )}
      {plan.notes.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('notes')} description={plan.notes.join('\n')} />
      )}
      {plan.write === false && <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t('production')} />}
    </>
  );
}

/** What was written and how to see the new screen. */
export function GenDone({ modules, written, lang, t }: { modules: PlanView[]; written: boolean; lang: Lang; t: T }) {
  return (
    <Result
      status="success"
      title={t('doneTitle')}
      subTitle={
        <div data-testid="codegen-done" style={{ textAlign: 'left' }}>
          {written ? (
            modules.map((m) => (
              <div key={m.id} style={{ marginBottom: 8 }}>
                <div>{t('doneFiles')}</div>
                {m.files.map((f) => (
                  <div key={f.file}>
                    <Typography.Text code>{f.file}</Typography.Text> {stateTag(f, t)}
                  </div>
                ))}
                <div>{t('doneRestart', { title: m.schema.title[lang], route: m.schema.route ?? '' })}</div>
              </div>
            ))
          ) : (
            <div>{t('doneDownload')}</div>
          )}
        </div>
      }
    />
  );
}
