/**
 * The horizon chart: one row per series on a single canvas that only draws the rows in view (the
 * rows scroll; the canvas sticks to the viewport), and a readout of the time and value under the
 * pointer.
 */
import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { drawHorizonFrame } from './draw.js';
import type { HorizonChartProps } from './transformProps.js';

interface Hover {
  row: number;
  index: number;
  /** Pointer position in the chart box (CSS px). */
  x: number;
  y: number;
  /** The hovered time's column centre (CSS px). */
  lineX: number;
}

const SEPARATOR = 1;

export default function HorizonChart(props: HorizonChartProps & ChartHooks) {
  const { width, height, rows, times, seriesHeight, bands } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef(0);
  const [hover, setHover] = useState<Hover | null>(null);
  const pitch = seriesHeight + SEPARATOR;
  const total = rows.length * pitch;
  const viewHeight = Math.min(height, total);

  const draw = useCallback(() => {
    const box = scroller.current;
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!box || !el || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const cssWidth = box.clientWidth;
    const cssHeight = Math.min(box.clientHeight, total);
    const w = Math.max(1, Math.round(cssWidth * dpr));
    const h = Math.max(1, Math.round(cssHeight * dpr));
    if (el.width !== w) el.width = w;
    if (el.height !== h) el.height = h;
    el.style.width = `${cssWidth}px`;
    el.style.height = `${cssHeight}px`;
    const style = getComputedStyle(box);
    drawHorizonFrame(ctx, {
      rows,
      bands,
      width: cssWidth,
      height: cssHeight,
      dpr,
      seriesHeight,
      pitch,
      scrollTop: box.scrollTop,
      textColor: style.color || '#000',
      borderColor: 'rgba(128, 128, 128, 0.2)',
      font: `11px ${style.fontFamily || 'sans-serif'}`,
    });
  }, [rows, bands, seriesHeight, pitch, total]);

  useLayoutEffect(() => {
    draw();
    return () => cancelAnimationFrame(frame.current);
  }, [draw, width, height]);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(draw);
    setHover(null);
  };

  const onMouseMove = (e: MouseEvent<HTMLDivElement>) => {
    const box = scroller.current;
    if (!box || times.length === 0) return;
    const rect = box.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    const row = Math.floor((y + box.scrollTop) / pitch);
    const index = Math.floor((x / Math.max(1, box.clientWidth)) * times.length);
    if (row < 0 || row >= rows.length || index < 0 || index >= times.length || x >= box.clientWidth) {
      setHover(null);
      return;
    }
    const lineX = ((index + 0.5) * box.clientWidth) / times.length;
    setHover((h) =>
      h && h.row === row && h.index === index && h.x === x && h.y === y ? h : { row, index, x, y, lineX },
    );
  };

  const hovered = hover ? rows[hover.row] : undefined;
  const value = hovered && hover ? hovered.values[hover.index] : undefined;
  const change = hovered && hover ? hovered.plotted[hover.index] : undefined;
  const show = (v: number | null | undefined) =>
    v === null || v === undefined || !hovered ? '–' : props.formatValue(hovered.metric, v);

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
        <>
          <div
            style={{
              position: 'absolute',
              left: hover.lineX,
              top: 0,
              width: 1,
              height: viewHeight,
              background: 'rgba(0, 0, 0, 0.35)',
              pointerEvents: 'none',
            }}
          />
          <div
            data-test="horizon-tooltip"
            style={{
              position: 'absolute',
              left: Math.min(hover.x + 12, Math.max(0, width - 220)),
              top: Math.min(hover.y + 12, Math.max(0, height - 64)),
              maxWidth: 220,
              padding: '4px 8px',
              borderRadius: 4,
              background: 'rgba(255, 255, 255, 0.95)',
              boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
              color: '#000000d9',
              fontSize: 12,
              lineHeight: '18px',
              pointerEvents: 'none',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              zIndex: 1,
            }}
          >
            <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {hovered.name}
            </div>
            <div>{props.formatTime(times[hover.index]!)}</div>
            <div>
              {show(value)}
              {props.colorScale === 'change' && change !== null && change !== undefined
                ? ` (${change >= 0 ? '+' : ''}${show(change)})`
                : ''}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
