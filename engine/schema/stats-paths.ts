/**
 * Paths of a list's totals and charts (engine/schema/stats.ts has the rest of their facts). A module of its
 * own so that the data provider, which every screen loads, does not carry the chart facts along.
 */
import type { ChartSpec, EntitySchema } from './model';
import { basePath } from './resolve';

/** Path of the list's totals (schema `summary`), or undefined when it declares none. */
export const summaryPath = (e: EntitySchema): string | undefined =>
  e.summary ? `${basePath(e)}/${e.summary.endpoint ?? 'sum'}` : undefined;

/** Path of a chart's statistics endpoint. */
export const chartPath = (e: EntitySchema, c: ChartSpec): string => `${basePath(e)}/${c.endpoint ?? `chart/${c.key}`}`;
