/** Big number: text only, no ECharts. */
import type { ChartHooks } from '../sdk/chartProps.js';
import { bigNumberContextMenu } from '../shared/contextMenu.js';
import { BigNumberChartText } from '../shared/BigNumberText.js';
import type { BigNumberTotalProps } from './transformProps.js';

export default function BigNumberTotalChart(props: BigNumberTotalProps & ChartHooks) {
  const { width, height } = props;
  return (
    <div
      className="meridian-big-number-total"
      style={{ width, height }}
      onContextMenu={bigNumberContextMenu(props.onContextMenu)}
    >
      <BigNumberChartText chart={props} />
    </div>
  );
}
