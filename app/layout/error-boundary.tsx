/**
 * Catches a page's render error (spec §8): logs it with the component stack and shows a retry.
 * The panel is plain markup laid out as antd's error Result (icon, title, the message, the button), from
 * the theme's tokens: it sits in the shell, and antd's Result would bring its three illustrations
 * (≈ 10 kB gzip) into every first load; nor may it be loaded on demand, since what failed may be a download.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { i18n } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { addErrorLog, chunkErrorType } from '../shell-state/error-log';

function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { token } = theme.useToken();
  const t = i18n.getFixedT(null, APP_NS);
  return (
    <div role="alert" style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError, marginBottom: token.marginLG }} />
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: 1.33, margin: '8px 0' }}>
        {t('error.500')}
      </div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        {message}
      </div>
      <div style={{ marginTop: token.marginLG }}>
        <Button onClick={onRetry}>{t('error.retry')}</Button>
      </div>
    </div>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    addErrorLog(chunkErrorType(error) ?? 'error', error, info.componentStack ?? '');
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <ErrorPanel
        message={String((this.state.error as Error)?.message ?? '')}
        onRetry={() => this.setState({ error: undefined })}
      />
    );
  }
}
