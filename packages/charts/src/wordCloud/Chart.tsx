/**
 * The word cloud: laid out with d3-cloud after mount (and again when the words, size or rotation
 * change); a click on a word toggles a cross-filter on the series column, a right-click opens the
 * drill menus with the word's value.
 */
import { useEffect, useState } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pieSliceFilters } from '../shared/contextMenu.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { layoutCloud, type CloudLayout } from './layout.js';
import type { WordCloudChartProps } from './transformProps.js';
import { WordCloudSvg } from './WordCloudSvg.js';

const selectedWords = (props: WordCloudChartProps & ChartHooks): Set<string> => {
  const rows = (props.filterState?.value as unknown[][] | null | undefined) ?? [];
  const keys = new Set(rows.map((r) => JSON.stringify(r)));
  return new Set(
    Object.entries(props.labelMap)
      .filter(([, v]) => keys.has(JSON.stringify(v)))
      .map(([k]) => k),
  );
};

export default function WordCloudChart(props: WordCloudChartProps & ChartHooks) {
  const { words, width, height, rotation, groupby, labelMap, onContextMenu } = props;
  const [layout, setLayout] = useState<CloudLayout | null>(null);
  useEffect(
    () => layoutCloud(words, { width, height }, rotation, setLayout),
    [words, width, height, rotation],
  );
  return (
    <div style={{ width, height, overflow: 'hidden' }}>
      {layout && (
        <WordCloudSvg
          width={width}
          height={height}
          layout={layout}
          selected={selectedWords(props)}
          onWordClick={(w) => toggleCrossFilter(props, groupby, labelMap, w.text)}
          onWordContextMenu={
            onContextMenu
              ? (w, at) =>
                  onContextMenu({ ...at, filters: pieSliceFilters(groupby, labelMap, w.text), label: w.text })
              : undefined
          }
        />
      )}
    </div>
  );
}
