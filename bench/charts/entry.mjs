/* global document */
/**
 * The chart draw benchmark's page script (bundled by bench/charts.mjs): every registered chart type
 * whose transformProps gives an ECharts option is drawn from synthetic rows — transformProps, then
 * ECharts init and setOption on a canvas, until ECharts reports the drawing finished (progressive
 * chunks and animations included), then disposed.
 */
import * as echarts from 'echarts';
import { createDefaultRegistry } from '../../packages/charts/src/plugins.js';
import { fixtureOf, NATURAL_MAX } from './fixtures.mjs';

const registry = createDefaultRegistry();
const WIDTH = 800;
const HEIGHT = 500;

function optionOf(vizType, input) {
  const props = registry.get(vizType).transformProps({ ...input, width: WIDTH, height: HEIGHT });
  const option = props.echartOptions ?? props.echartOption ?? props.option;
  return option && typeof option === 'object' ? option : null;
}

/** The ECharts-based types: those whose transformProps gives an option for the synthetic rows. */
function echartsTypes() {
  return registry.keys().filter((vizType) => {
    try {
      return optionOf(vizType, fixtureOf(vizType, 10)) !== null;
    } catch {
      return false;
    }
  });
}

/** The rows a type is drawn with: `rows`, or its natural maximum when that is smaller. */
const rowsFor = (vizType, rows) => Math.min(rows, NATURAL_MAX[vizType] ?? rows);

/** Milliseconds from transformProps to ECharts' `finished` for `rows` synthetic rows. */
async function draw(vizType, rows) {
  const input = fixtureOf(vizType, rowsFor(vizType, rows));
  const host = document.getElementById('host');
  host.innerHTML = '';
  const div = document.createElement('div');
  div.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px`;
  host.appendChild(div);
  const start = performance.now();
  const option = optionOf(vizType, input);
  const chart = echarts.init(div, undefined, { renderer: 'canvas', width: WIDTH, height: HEIGHT });
  const finished = new Promise((resolve) => chart.on('finished', () => resolve()));
  chart.setOption(option, { notMerge: true });
  await finished;
  const ms = performance.now() - start;
  chart.dispose();
  return ms;
}

globalThis.bench = { echartsTypes, draw, rowsFor };
