import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the statistics pages draw: bars and lines on a grid, drawn on canvas (no SVG, no inline
// scripts). This module is imported by the statistics and dashboard pages only, so echarts lands in
// their lazy chunks.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
export type ChartOption = echarts.EChartsCoreOption;
