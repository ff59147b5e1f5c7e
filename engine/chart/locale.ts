/** Texts of the chart widget in both languages, under the `chart` namespace. */
import { addMessages } from '../i18n';

export const CHART_NS = 'chart';

addMessages(CHART_NS, {
  zh: {
    lastDays: '近{{count}}天',
    lastMonths: '近{{count}}个月',
    range: '时间范围',
    from: '开始日期',
    to: '结束日期',
    empty: '所选范围内暂无数据',
    loadFailed: '图表数据加载失败',
    drawFailed: '图表无法显示',
    retry: '重试',
    refresh: '刷新',
  },
  en: {
    lastDays_one: 'Last day',
    lastDays_other: 'Last {{count}} days',
    lastMonths_one: 'Last month',
    lastMonths_other: 'Last {{count}} months',
    range: 'Time range',
    from: 'Start date',
    to: 'End date',
    empty: 'No data in this range',
    loadFailed: 'Could not load the chart data',
    drawFailed: 'The chart cannot be drawn',
    retry: 'Retry',
    refresh: 'Refresh',
  },
});
