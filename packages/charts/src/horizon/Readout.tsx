/** The horizon chart's pointer readout: a line at the hovered time and a tooltip with its value. */
import type { HorizonChartProps, HorizonRowProps } from './transformProps.js';

export interface Hover {
  row: number;
  index: number;
  /** Pointer position in the chart box (CSS px). */
  x: number;
  y: number;
  /** The hovered time's column centre (CSS px). */
  lineX: number;
}

type ReadoutProps = Pick<
  HorizonChartProps,
  'width' | 'height' | 'times' | 'formatTime' | 'formatValue' | 'colorScale'
> & {
  hover: Hover;
  hovered: HorizonRowProps;
  viewHeight: number;
};

const TOOLTIP_STYLE = {
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
} as const;

export function HorizonReadout(props: ReadoutProps) {
  const { hover, hovered, width, height, viewHeight } = props;
  const value = hovered.values[hover.index];
  const change = hovered.plotted[hover.index];
  const show = (v: number | null | undefined) =>
    v === null || v === undefined ? '–' : props.formatValue(hovered.metric, v);
  return (
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
          ...TOOLTIP_STYLE,
          left: Math.min(hover.x + 12, Math.max(0, width - 220)),
          top: Math.min(hover.y + 12, Math.max(0, height - 64)),
          ...TOOLTIP_STYLE,
        }}
      >
        <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>{hovered.name}</div>
        <div>{props.formatTime(props.times[hover.index]!)}</div>
        <div>
          {show(value)}
          {props.colorScale === 'change' && change !== null && change !== undefined
            ? ` (${change >= 0 ? '+' : ''}${show(change)})`
            : ''}
        </div>
      </div>
    </>
  );
}
