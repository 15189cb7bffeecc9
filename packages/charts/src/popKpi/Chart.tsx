/**
 * The period-over-period big number (Superset's PopKPI): the value with an up or down arrow, then
 * the previous value, the difference and the percent change as tiles (in a column when a row does
 * not fit), each with a tooltip saying what it is.
 */
import type { ChartHooks } from '../sdk/chartProps.js';
import { bigNumberContextMenu } from '../shared/contextMenu.js';
import type { PopKpiProps } from './transformProps.js';
import { POP_COLORS } from './transformProps.js';

/** Rough width of the tiles in a row (characters at the comparison font size, symbols and gaps). */
const tilesWidth = (props: PopKpiProps) =>
  props.comparisons.reduce((w, c) => w + c.value.length * props.subheaderFontSize * 0.55 + 56, 0);

export default function PopKpiChart(props: PopKpiProps & ChartHooks) {
  const { width, height, percentDifferenceNumber: change } = props;
  const stacked = tilesWidth(props) > width - 16;
  return (
    <div
      className="meridian-pop-kpi"
      data-test="pop-kpi"
      onContextMenu={bigNumberContextMenu(props.onContextMenu)}
      style={{
        width,
        height,
        overflow: 'auto',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 8,
      }}
    >
      {props.showMetricName && (
        <div data-test="pop-kpi-metric-name" style={{ fontSize: props.metricNameFontSize }}>
          {props.metricName}
        </div>
      )}
      <div data-test="pop-kpi-value" style={{ fontSize: props.headerFontSize, textAlign: 'center' }}>
        {props.bigNumber}
        {change !== 0 && (
          <span data-test="pop-kpi-arrow" style={{ color: props.arrowColor, marginLeft: 4 }}>
            {change > 0 ? '↑' : '↓'}
          </span>
        )}
      </div>
      {props.subtitle && <div style={{ fontSize: props.subheaderFontSize * 0.8 }}>{props.subtitle}</div>}
      <div
        style={{
          display: 'flex',
          flexDirection: stacked ? 'column' : 'row',
          alignItems: stacked ? 'flex-start' : 'center',
          justifyContent: 'space-around',
          gap: stacked ? 8 : 20,
          width: stacked ? 'fit-content' : '100%',
        }}
      >
        {props.comparisons.map((c) => {
          // The previous value keeps neutral colours; the changes show up or down.
          const colors =
            c.symbol === '#'
              ? { background: POP_COLORS.neutralLight, text: POP_COLORS.neutral }
              : props.changeColors;
          return (
            <div
              key={c.symbol}
              title={c.tooltip}
              data-test="pop-kpi-comparison"
              style={{ fontSize: props.subheaderFontSize, fontWeight: 300, whiteSpace: 'nowrap' }}
            >
              <span
                style={{
                  background: colors.background,
                  color: colors.text,
                  padding: '4px 8px',
                  borderRadius: 8,
                  marginRight: 4,
                }}
              >
                {c.symbol}
              </span>
              {c.value}
            </div>
          );
        })}
      </div>
    </div>
  );
}
