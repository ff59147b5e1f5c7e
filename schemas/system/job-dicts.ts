import { defineCatalog } from '../../engine/schema';

/** Dictionaries of the background jobs screen (schema system.job): states and the known kinds. */
export default defineCatalog({
  dicts: [
    {
      code: 'job_status',
      title: { zh: '任务状态', en: 'Job status' },
      sealed: true,
      items: [
        { key: 'queued', label: { zh: '排队中', en: 'Queued' }, tone: 'default' },
        { key: 'running', label: { zh: '执行中', en: 'Running' }, tone: 'processing' },
        { key: 'succeeded', label: { zh: '已完成', en: 'Succeeded' }, tone: 'success' },
        { key: 'failed', label: { zh: '失败', en: 'Failed' }, tone: 'error' },
        { key: 'cancelled', label: { zh: '已取消', en: 'Cancelled' }, tone: 'default' },
      ],
    },
    {
      code: 'job_kind',
      title: { zh: '任务类型', en: 'Job kind' },
      sealed: true,
      items: [
        { key: 'excel.export', label: { zh: '导出 Excel', en: 'Excel export' } },
        { key: 'excel.import', label: { zh: '导入 Excel', en: 'Excel import' } },
      ],
    },
  ],
});
