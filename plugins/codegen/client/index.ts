/**
 * The codegen plugin's client half: the actions of the code-generator entries screen — preview (with the
 * diff, then generate), generate the chosen entries, copy an entry. The dialogs are lazy chunks.
 */
import { message } from 'antd';
import { i18n } from '../../../engine/i18n';
import { defineClientPlugin, lazyView } from '../../../engine/plugin';
import declaration from '../plugin';
import { copyEntry } from './calls';
import { CODEGEN_NS } from './locale';

export default defineClientPlugin(declaration, {
  actions: {
    preview: lazyView(() => import('./PreviewDialog')),
    gen: lazyView(() => import('./GenerateDialog')),
    copy: async ({ schema, rows, refresh }) => {
      await copyEntry(schema, String(rows[0].id));
      await refresh();
      void message.success(i18n.t('copied', { ns: CODEGEN_NS }));
    },
  },
});
