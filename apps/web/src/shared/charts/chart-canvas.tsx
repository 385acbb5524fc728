import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { type ChartOption, echarts } from './echarts';

interface ChartCanvasProps {
  option: ChartOption;
  /** What the chart shows, in words: its accessible name (the table below is its accessible alternative). */
  label: string;
  height?: number;
}

/** One echarts chart on canvas, resized with its box and disposed with the page. */
export function ChartCanvas({ option, label, height = 320 }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
        textStyle: { color: token.colorText },
        legend: { textStyle: { color: token.colorText }, type: 'scroll', top: 0 },
        tooltip: { trigger: 'axis' },
        grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
        ...option,
      },
      { notMerge: true },
    );
  }, [option, token.colorText]);

  return (
    <div ref={box} role="img" aria-label={label} data-testid="statistics-chart" style={{ width: '100%', height }} />
  );
}
