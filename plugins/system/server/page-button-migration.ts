/**
 * Plugin pages used to be opened by a button code of their own (`permission` in the declaration), synced
 * as a button row under the page's menu entry. A page now opens when its menu entry is granted
 * (engine/schema/screen-access.ts), so those rows grant nothing: this one-off change retires them (marked
 * deleted, as the menu screen deletes), so the grant dialog no longer offers them.
 */
import type { Migration } from '../../../server/kernel/module';
import { nowText } from '../../../server/kernel/db/time';

/** The retired button codes, by the code of the page's menu entry they hung under. */
const RETIRED: Array<[page: string, code: string]> = [
  ['rentals.board', 'rental_dashboard'],
  ['rentals.orderQuery', 'order_query'],
  ['billing.overview', 'billing_overview'],
  ['devices.dashboard', 'devicedashboard'],
  ['devices.platform', 'deviceplatform'],
  ['iot.console', 'iot_console'],
  ['workflow.deploy', 'flow_deploy'],
  ['workflow.start', 'work_start'],
  ['workflow.claim', 'work_claim'],
  ['workflow.todo', 'work_todo'],
  ['workflow.send', 'work_send'],
  ['workflow.done', 'work_done'],
];

export const retirePageButtons: Migration = {
  id: 'retire-page-open-buttons',
  async up(db) {
    for (const [page, code] of RETIRED)
      await db
        .updateTable('blade_menu')
        .set({ is_deleted: 1, update_time: nowText() })
        .where('category', '=', 2)
        .where('code', '=', code)
        .where(
          'parent_id',
          'in',
          db.selectFrom('blade_menu').select('id').where('code', '=', page).where('category', '=', 1),
        )
        .execute();
  },
};
