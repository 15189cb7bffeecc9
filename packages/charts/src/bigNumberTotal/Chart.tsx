/** Big number: text only, no ECharts. */
import type { ChartHooks } from '../sdk/chartProps.js';
import type { BigNumberTotalProps } from './transformProps.js';

export default function BigNumberTotalChart(props: BigNumberTotalProps & ChartHooks) {
  const { width, height } = props;
  return (
    <div
      className="meridian-big-number-total"
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
      }}
    >
      <div
        style={{ fontSize: Math.max(12, height * props.headerFontSize), fontWeight: 600, lineHeight: 1.1 }}
      >
        {props.formattedBigNumber}
      </div>
      {props.subheader && (
        <div style={{ fontSize: Math.max(10, height * props.subheaderFontSize) }}>{props.subheader}</div>
      )}
    </div>
  );
}
