/**
 * The horizon chart: one row per series on a single canvas that only draws the rows in view (the
 * rows scroll; the canvas sticks to the viewport), and a readout of the time and value under the
 * pointer.
 */
import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { drawHorizonFrame } from './draw.js';
import { HorizonReadout, type Hover } from './Readout.js';
import type { HorizonChartProps } from './transformProps.js';

const SEPARATOR = 1;

type CanvasInput = Pick<HorizonChartProps, 'width' | 'height' | 'rows' | 'bands' | 'seriesHeight'> & {
  pitch: number;
  total: number;
};

/** Sizes the canvas to the scroller at the device's pixel ratio and draws the rows in view. */
function paintCanvas(
  box: HTMLDivElement,
  el: HTMLCanvasElement,
  input: Omit<CanvasInput, 'width' | 'height'>,
) {
  const ctx = el.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const cssWidth = box.clientWidth;
  const cssHeight = Math.min(box.clientHeight, input.total);
  const w = Math.max(1, Math.round(cssWidth * dpr));
  const h = Math.max(1, Math.round(cssHeight * dpr));
  if (el.width !== w) el.width = w;
  if (el.height !== h) el.height = h;
  el.style.width = `${cssWidth}px`;
  el.style.height = `${cssHeight}px`;
  const style = getComputedStyle(box);
  drawHorizonFrame(ctx, {
    rows: input.rows,
    bands: input.bands,
    width: cssWidth,
    height: cssHeight,
    dpr,
    seriesHeight: input.seriesHeight,
    pitch: input.pitch,
    scrollTop: box.scrollTop,
    textColor: style.color || '#000',
    borderColor: 'rgba(128, 128, 128, 0.2)',
    font: `11px ${style.fontFamily || 'sans-serif'}`,
  });
}

/** The scroller and canvas refs; redraws on each change and, once a frame, while scrolling. */
function useHorizonCanvas(input: CanvasInput) {
  const { width, height, rows, bands, seriesHeight, pitch, total } = input;
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef(0);
  const draw = useCallback(() => {
    const box = scroller.current;
    const el = canvas.current;
    if (!box || !el) return;
    paintCanvas(box, el, { rows, bands, seriesHeight, pitch, total });
  }, [rows, bands, seriesHeight, pitch, total]);

  useLayoutEffect(() => {
    draw();
    return () => cancelAnimationFrame(frame.current);
  }, [draw, width, height]);

  const scheduleDraw = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(draw);
  };
  return { scroller, canvas, scheduleDraw };
}

/** The row and time under the pointer, or null when it is off the rows. */
function hoverAt(
  e: MouseEvent<HTMLDivElement>,
  box: HTMLDivElement,
  pitch: number,
  rowCount: number,
  timeCount: number,
): Hover | null {
  const rect = box.getBoundingClientRect();
  const x = e.clientX - rect.left;
  const y = e.clientY - rect.top;
  const row = Math.floor((y + box.scrollTop) / pitch);
  const index = Math.floor((x / Math.max(1, box.clientWidth)) * timeCount);
  if (row < 0 || row >= rowCount || index < 0 || index >= timeCount || x >= box.clientWidth) return null;
  const lineX = ((index + 0.5) * box.clientWidth) / timeCount;
  return { row, index, x, y, lineX };
}

export default function HorizonChart(props: HorizonChartProps & ChartHooks) {
  const { width, height, rows, times, seriesHeight } = props;
  const [hover, setHover] = useState<Hover | null>(null);
  const pitch = seriesHeight + SEPARATOR;
  const total = rows.length * pitch;
  const viewHeight = Math.min(height, total);
  const { scroller, canvas, scheduleDraw } = useHorizonCanvas({ ...props, pitch, total });

  const onScroll = () => {
    scheduleDraw();
    setHover(null);
  };

  const onMouseMove = (e: MouseEvent<HTMLDivElement>) => {
    const box = scroller.current;
    if (!box || times.length === 0) return;
    const next = hoverAt(e, box, pitch, rows.length, times.length);
    if (!next) {
      setHover(null);
      return;
    }
    const { row, index, x, y } = next;
    setHover((h) => (h && h.row === row && h.index === index && h.x === x && h.y === y ? h : next));
  };

  const hovered = hover ? rows[hover.row] : undefined;

  return (
    <div className="meridian-horizon" style={{ position: 'relative', width, height }}>
      <div
        ref={scroller}
        data-test="horizon-rows"
        style={{ width, height, overflowY: 'auto', overflowX: 'hidden' }}
        onScroll={onScroll}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setHover(null)}
      >
        <div style={{ height: total, position: 'relative' }}>
          <canvas
            ref={canvas}
            data-rows={rows.length}
            style={{ position: 'sticky', top: 0, display: 'block', height: viewHeight }}
          />
        </div>
      </div>
      {hover && hovered ? (
        <HorizonReadout {...props} hover={hover} hovered={hovered} viewHeight={viewHeight} />
      ) : null}
    </div>
  );
}
