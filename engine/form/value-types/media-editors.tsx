/**
 * Image and file editors. Uploading needs the host's transport (tokens, the resource service), so a
 * provider that can upload says so by having `upload(file)`; without it the editor takes a link.
 */
import { Button, Image, Input, Space, Upload, App } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useEngine } from '../../data/context';
import type { DataProvider } from '../../data/provider';
import { formText } from '../locale';
import { currentLang } from '../../i18n';
import { links } from './keys';
import type { ValueEditorProps } from './types';

const canUpload = (p: DataProvider): p is DataProvider & Required<Pick<DataProvider, 'upload'>> =>
  typeof p.upload === 'function';

export { links };

export function mediaEditor(kind: 'image' | 'upload') {
  return function MediaEditor({
    value,
    onChange,
    onBlur,
    disabled,
    readOnly,
    placeholder,
    ariaLabel,
  }: ValueEditorProps) {
    const { provider } = useEngine();
    const { message } = App.useApp();
    const current = links(value);
    const linkInput = (
      <Input
        value={current.join(',')}
        onChange={(e) => onChange?.(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-label={ariaLabel}
        allowClear
      />
    );
    if (!canUpload(provider) || readOnly || disabled) return linkInput;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {kind === 'image' && current.length > 0 && (
          <Image.PreviewGroup>
            {current.map((src) => (
              <Image key={src} src={src} width={64} height={64} style={{ objectFit: 'cover' }} />
            ))}
          </Image.PreviewGroup>
        )}
        <Upload
          showUploadList={false}
          accept={kind === 'image' ? 'image/*' : undefined}
          customRequest={({ file, onSuccess, onError }) => {
            provider
              .upload(file as File, kind === 'image' ? { accept: 'image' } : undefined)
              .then((res) => {
                onChange?.([...current, res.link].join(','));
                onSuccess?.(res);
              })
              .catch((e: Error) => {
                void message.error(formText('uploadFailed', currentLang()));
                onError?.(e);
              });
          }}
        >
          <Button icon={<UploadOutlined />}>{formText('upload', currentLang())}</Button>
        </Upload>
        {linkInput}
      </Space>
    );
  };
}
