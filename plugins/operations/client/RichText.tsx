/**
 * The `richtext` value type: HTML an operator writes (ad content, product pages). The server sanitises it
 * on save and on read (../server/sanitize.ts); the console shows it only inside a sandboxed frame with no
 * script permission and a CSP of its own, so even HTML that slipped past could not run on the console.
 */
import { Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { inputProps, type ValueEditorProps } from '../../../engine/form/value-types/types';
import { useT } from '../../../engine/i18n';
import { OPERATIONS_NS } from './locale';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The HTML inside a frame that may run nothing: no scripts, no forms, no navigation of the console. */
export function RichPreview({ html, height = 220 }: { html: string; height?: number }) {
  const doc = `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src * data:; style-src 'unsafe-inline'"><style>body{font:14px/1.6 system-ui,sans-serif;margin:8px;color:#333}img{max-width:100%}</style>${html}`;
  return (
    <iframe
      title="rich-text"
      data-testid="richtext-preview"
      sandbox=""
      srcDoc={doc}
      style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
    />
  );
}

/** Text of the HTML for a table cell (tags dropped). */
export const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

export function RichTextEditor(props: ValueEditorProps) {
  const { t } = useT(OPERATIONS_NS);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const value = str(props.value);
  if (props.mode === 'search')
    return <Input value={value} onChange={(e) => props.onChange?.(e.target.value)} allowClear {...inputProps(props)} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        size="small"
        value={mode}
        onChange={(v) => setMode(v as 'edit' | 'preview')}
        options={[
          { value: 'edit', label: t('html') },
          { value: 'preview', label: t('preview') },
        ]}
      />
      {mode === 'edit' ? (
        <Input.TextArea
          value={value}
          onChange={(e) => props.onChange?.(e.target.value)}
          autoSize={{ minRows: 5, maxRows: 14 }}
          {...inputProps(props)}
        />
      ) : (
        <RichPreview html={value} />
      )}
      <span style={{ color: '#888', fontSize: 12 }}>{t('richHelp')}</span>
    </Space>
  );
}
