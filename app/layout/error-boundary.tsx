/** Catches a page's render error (spec §8): logs it with the component stack and shows a retry. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18n } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { addErrorLog, chunkErrorType } from '../shell-state/error-log';

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
    const t = i18n.getFixedT(null, APP_NS);
    return (
      <Result
        status="error"
        title={t('error.500')}
        subTitle={String((this.state.error as Error)?.message ?? '')}
        extra={<Button onClick={() => this.setState({ error: undefined })}>{t('error.retry')}</Button>}
      />
    );
  }
}
