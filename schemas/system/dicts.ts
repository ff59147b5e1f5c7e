import { defineCatalog } from '../../engine/schema';

/** Dictionaries the system screens use; seeded into blade_dict on first start (sealed ones are protected). */
export default defineCatalog({
  dicts: [
    {
      code: 'yes_no',
      title: { zh: '是否', en: 'Yes / no' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '否', en: 'No' } },
        { key: 1, label: { zh: '是', en: 'Yes' } },
      ],
    },
    {
      code: 'enable_status',
      title: { zh: '启用状态', en: 'Enabled status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '停用', en: 'Disabled' } },
        { key: 1, label: { zh: '启用', en: 'Enabled' } },
      ],
    },
    {
      code: 'sex',
      title: { zh: '性别', en: 'Sex' },
      items: [
        { key: 1, label: { zh: '男', en: 'Male' } },
        { key: 2, label: { zh: '女', en: 'Female' } },
        { key: 3, label: { zh: '未知', en: 'Unknown' } },
      ],
    },
  ],
});
