/**
 * The parts of echarts the chart widget uses, registered once: line, bar and pie over a cartesian grid,
 * tooltip, legend, the aria description (the chart's text for screen readers and tests), drawn on canvas.
 * Imported from `echarts/core` and per part so the chunk holds only these (STACK.md); loaded with the
 * widget, never by the login page or the shell (docs/performance.md).
 */
import { init, use as register, type ComposeOption, type EChartsType } from 'echarts/core';
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type AriaComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

register([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export { init, type EChartsType };
