/**
 * "Clear cache" of the tab bar (spec §2, §8): after confirmation, drop the saved table options of the
 * monthly bill and invoice detail screens and ask the server to clear its caches, then say so.
 */
import { useCallback } from 'react';
import { App } from 'antd';
import { clearServerCache } from '../../engine/auth/account-api';
// Straight from the module, not engine/crud's index: the shell must not pull the CRUD engine in.
import { clearSavedTableOptions } from '../../engine/crud/column-options';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';

/** Schema names whose saved column settings a cache clear drops. */
export const CACHED_TABLES = ['billing.monthBill', 'billing.invoiceDetail'];

export function useClearCache(): () => void {
  const { t } = useT(APP_NS);
  const { modal, message } = App.useApp();
  return useCallback(() => {
    modal.confirm({
      title: t('dialog.title'),
      content: t('tabs.clearCacheConfirm'),
      okText: t('dialog.ok'),
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        clearSavedTableOptions(CACHED_TABLES);
        await clearServerCache();
        void message.success(t('tabs.cleared'));
      },
    });
  }, [modal, message, t]);
}
