/**
 * Draws an ECharts option the way the chart does, without a browser: ECharts' server-side SVG
 * renderer at the chart's size. Render tests read the SVG for the marks and labels they expect.
 */
import * as echarts from 'echarts';

export function renderOptionToSvg(option: Record<string, unknown>, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The texts an SVG draws (labels, axis values, legend entries), unescaped. */
export const svgTexts = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
