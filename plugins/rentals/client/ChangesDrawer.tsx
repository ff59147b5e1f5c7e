/**
 * A rental's "changes" action: its change records (every money or status change, who, when, why) as the
 * change list filtered to this rental — the engine's own list, with its dictionary labels, money and
 * totals — in a drawer beside the rent records.
 */
import { Drawer } from 'antd';
import { CrudPage } from '../../../engine/crud';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import changeSchema from '../../../schemas/rentals/rent-record-change';
import { RENTALS_NS } from './locale';

export default function ChangesDrawer({ rows, onClose }: PluginActionContext & { onClose: () => void }) {
  const { t } = useT(RENTALS_NS);
  const row = rows[0] ?? {};
  return (
    <Drawer open width="min(1100px, 92vw)" title={t('changesTitle', { number: String(row.orderNumber ?? '') })} onClose={onClose} destroyOnHidden>
      <div data-testid="rent-changes">
        <CrudPage schema={changeSchema} fixedParams={{ rentRecordId: row.id }} />
      </div>
    </Drawer>
  );
}
