/**
 * The schema playground (plugin declaration ../plugin.ts): the editor on the left, the lint's problems
 * under it (each at its line), the live preview on the right; Copy and Download give the file for
 * `schemas/` (a TypeScript module around the JSON, as the schema files are written).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, List, Row as Line, Space, Spin, Typography, message } from 'antd';
import { useLocation } from 'react-router';
import { parseTree, printParseErrorCode, type ParseError, parse } from 'jsonc-parser';
import { http, unwrap } from '../../../engine/data/transport';
import { getRoles, getTenantId } from '../../../engine/auth/session';
import { useT } from '../../../engine/i18n';
import { takeHandOff } from '../../../engine/plugin';
import type { EntitySchema } from '../../../engine/schema';
import type { Row } from '../../../engine/data/provider';
import { lineOf, rangeOf } from './pointer';
import { starterText } from './starter';
import { PLAYGROUND_NS } from './locale';
import type { EditorProblem } from './Editor';

const Editor = lazy(() => import('./Editor'));
const Preview = lazy(() => import('./Preview'));

/** This page's route (../plugin.ts): where other screens hand a schema file over. */
const PLAYGROUND_ROUTE = '/tool/playground';
const LINT_URL = '/api/blade-develop/playground/lint';
const REGION_URL = '/api/blade-system/region/select';
const REGION_TREE_URL = '/api/blade-system/region/tree';

interface Problem extends EditorProblem {
  line: number;
  fix?: string;
}

type Lint = { state: 'ok' } | { state: 'problems'; problems: Problem[] } | { state: 'off' | 'forbidden' };

/** The engine as a file under schemas/<domain>/ reaches it (text written into the downloaded file). */
const SCHEMA_FILE_ENGINE = '../../engine/schema';

/** The TypeScript module of a schema file, as the files under schemas/ are written. */
export const moduleText = (value: unknown) =>
  `import { defineEntity } from '${SCHEMA_FILE_ENGINE}';\n\nexport default defineEntity(${JSON.stringify(value, null, 2)});\n`;

/**
 * The regions below each code, for the preview's cascades over the region select: the whole tree read once
 * (one call), answered synchronously as the in-memory provider asks. The answer object never changes, so
 * the preview is not made again when the regions arrive.
 */
function useRegions(): Record<string, (params: Record<string, unknown>) => Row[]> {
  const byParent = useRef(new Map<string, Row[]>());
  useEffect(() => {
    const walk = (nodes: Row[], parent: string) =>
      nodes.forEach((n) => {
        const code = String(n.code ?? n.id);
        byParent.current.set(parent, [
          ...(byParent.current.get(parent) ?? []),
          { id: code, code, name: n.name ?? n.title },
        ]);
        if (Array.isArray(n.children)) walk(n.children as Row[], code);
      });
    void http
      .get(REGION_TREE_URL)
      .then((r) => walk(unwrap<Row[]>(r) ?? [], '00'))
      .catch(() => undefined);
  }, []);
  return useMemo(
    () => ({ [REGION_URL]: (params) => byParent.current.get(String(params.code ?? '') || '00') ?? [] }),
    [],
  );
}

export default function PlaygroundPage() {
  const { t } = useT(PLAYGROUND_NS);
  const allowed = getTenantId() === '000000' && getRoles().includes('administrator');
  // A file handed over by another screen (the code generator's "open in the playground") replaces the
  // editor's text, also when this page was open already in its tab: the editor is made again with it.
  const [text, setText] = useState(() => takeHandOff(PLAYGROUND_ROUTE) ?? starterText());
  const [editorKey, setEditorKey] = useState(0);
  const location = useLocation();
  useEffect(() => {
    const handed = takeHandOff(PLAYGROUND_ROUTE);
    if (handed === undefined) return;
    setText(handed);
    setEditorKey((k) => k + 1);
  }, [location.key]);
  const [lint, setLint] = useState<Lint | undefined>();
  const [previewed, setPreviewed] = useState<EntitySchema | undefined>();
  const options = useRegions();

  const runLint = useCallback(
    async (source: string): Promise<EditorProblem[]> => {
      const errors: ParseError[] = [];
      const value: unknown = parse(source, errors, { allowTrailingComma: false, disallowComments: true });
      if (errors.length) {
        const problems = errors.map((e) => ({
          from: e.offset,
          to: e.offset + Math.max(1, e.length),
          line: lineOf(source, e.offset),
          message: t('syntax', { error: printParseErrorCode(e.error) }),
        }));
        setLint({ state: 'problems', problems });
        return problems;
      }
      try {
        const res = await http.post(LINT_URL, { schema: value });
        const found = unwrap<{ problems: Array<{ pointer: string; message: string; fix: string }> }>(res).problems;
        const tree = parseTree(source);
        const problems = found.map((p) => {
          const range = rangeOf(source, p.pointer, tree);
          return {
            ...range,
            line: lineOf(source, range.from),
            message: `${p.pointer || '/'}: ${p.message}`,
            fix: p.fix,
          };
        });
        setLint(problems.length ? { state: 'problems', problems } : { state: 'ok' });
        if (!problems.length && value && typeof value === 'object' && Array.isArray((value as EntitySchema).columns))
          setPreviewed(value as EntitySchema);
        return problems;
      } catch (e) {
        const status =
          (e as { status?: number; response?: { status?: number } }).response?.status ??
          (e as { status?: number }).status;
        setLint({ state: status === 403 ? 'forbidden' : 'off' });
        return [];
      }
    },
    [t],
  );

  if (!allowed) return <Alert type="warning" showIcon message={t('forbidden')} />;

  const copy = async () => {
    await navigator.clipboard.writeText(moduleText(JSON.parse(text)));
    void message.success(t('copied'));
  };
  const download = () => {
    const value = JSON.parse(text) as { name?: string };
    const file = `${String(value.name ?? 'schema')
      .split('.')
      .pop()}.ts`;
    const url = URL.createObjectURL(new Blob([moduleText(value)], { type: 'text/typescript' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: file });
    a.click();
    URL.revokeObjectURL(url);
  };
  const valid = lint?.state === 'ok';

  return (
    <Line gutter={12} className="tc-playground">
      <Col xs={24} xl={10}>
        <Card
          size="small"
          title={t('editor')}
          extra={
            <Space>
              <Button size="small" disabled={!valid} onClick={() => void copy()}>
                {t('copy')}
              </Button>
              <Button size="small" disabled={!valid} onClick={download}>
                {t('download')}
              </Button>
            </Space>
          }
        >
          <div style={{ height: 520 }}>
            <Suspense fallback={<Spin />}>
              <Editor key={editorKey} initial={text} lint={runLint} onChange={setText} />
            </Suspense>
          </div>
        </Card>
        <Card size="small" title={t('problems')} style={{ marginTop: 12 }} data-testid="playground-problems">
          {!lint && <Typography.Text type="secondary">{t('linting')}</Typography.Text>}
          {lint?.state === 'ok' && <Alert type="success" showIcon message={t('noProblems')} />}
          {lint?.state === 'off' && <Alert type="warning" showIcon message={t('off')} />}
          {lint?.state === 'forbidden' && <Alert type="warning" showIcon message={t('forbidden')} />}
          {lint?.state === 'problems' && (
            <List
              size="small"
              dataSource={lint.problems}
              renderItem={(p) => (
                <List.Item data-line={p.line}>
                  <Typography.Text type="danger">{t('line', { line: p.line })}</Typography.Text>
                  {'　'}
                  {p.message}
                  {p.fix ? <Typography.Text type="secondary">{` — ${p.fix}`}</Typography.Text> : null}
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title={t('preview')} data-testid="playground-preview">
          {lint?.state === 'problems' && previewed && (
            <Alert type="info" showIcon message={t('previewStale')} style={{ marginBottom: 8 }} />
          )}
          {previewed ? (
            <Suspense fallback={<Spin />}>
              <Preview entity={previewed} options={options} />
            </Suspense>
          ) : (
            <Spin />
          )}
        </Card>
      </Col>
    </Line>
  );
}
