/**
 * The desk plugin: what notices (schemas/system/notice.ts, `desk.notice`) need beyond their schema — the
 * guard and the effect of their publishing state machine, implemented by the server half.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'desk',
  title: { zh: '工作台', en: 'Desk' },
  guards: ['noticeComplete'],
  effects: ['stampRelease'],
});
