/**
 * A statistics endpoint's data through the data provider (`provider.chart`), cached with SWR per tenant,
 * language, url and parameters (keys ['chart', tenant, lang, url, params]: CrudPage's refresh revalidates
 * the charts of its own base path). Answers are normalised, so a partial one draws as far as it goes.
 */
import useSWR from 'swr';
import { useEngine } from '../data/context';
import { useT } from '../i18n';
import type { ChartData } from '../schema/stats';

/** A chart answer, tolerant of a missing part (no labels, a series without data). */
export function toChartData(data: unknown): ChartData {
  const d = (data ?? {}) as Partial<ChartData>;
  const x = Array.isArray(d.x) ? d.x.map(String) : [];
  const series = Array.isArray(d.series)
    ? d.series.map((s) => ({ key: String(s?.key ?? ''), data: Array.isArray(s?.data) ? s.data : [] }))
    : [];
  return { x, ...(Array.isArray(d.labels) ? { labels: d.labels.map(String) } : {}), series };
}

export function useChartData(url: string | null, params: Record<string, unknown>) {
  const { provider, tenantId } = useEngine();
  // The same (kind, tenant, language) prefix as engine/data/hooks.ts keys.
  const { lang } = useT('chart');
  const key = url && provider.chart ? ['chart', tenantId, lang, url, JSON.stringify(params)] : null;
  return useSWR<ChartData>(key, async () => toChartData(await provider.chart!(url as string, params)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
