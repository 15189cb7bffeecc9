/** The pivot table: an HTML table, column headers per level, row headers per level, totals in bold. */
import type { ChartHooks } from '../sdk/chartProps.js';
import type { PivotTableChartProps } from './transformProps.js';

const cell = { padding: '4px 8px', border: '1px solid #e0e0e0' } as const;

export default function PivotTableChart(props: PivotTableChartProps & ChartHooks) {
  const { width, height, rowAttrs, colAttrs, rows, cols, rowLabels, colLabels, cells, cellColors } = props;
  return (
    <div style={{ width, height, overflow: 'auto' }} className="meridian-pivot-table">
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          {colAttrs.map((attr, level) => (
            <tr key={level}>
              <th colSpan={Math.max(rowAttrs.length, 1)} style={{ ...cell, textAlign: 'right' }}>
                {attr}
              </th>
              {cols.map((c, i) => (
                <th key={i} style={{ ...cell, fontWeight: c.kind === 'value' ? 500 : 700 }}>
                  {colLabels[i]?.[level] ?? (level === 0 ? colLabels[i]?.at(-1) : '')}
                </th>
              ))}
            </tr>
          ))}
          {(rowAttrs.length > 0 || colAttrs.length === 0) && (
            <tr>
              {rowAttrs.map((attr) => (
                <th key={attr} style={{ ...cell, textAlign: 'left' }}>
                  {attr}
                </th>
              ))}
              {rowAttrs.length === 0 && <th style={cell} />}
              {cols.map((c, i) => (
                <th key={i} style={cell}>
                  {colAttrs.length === 0 ? colLabels[i]?.at(-1) : ''}
                </th>
              ))}
            </tr>
          )}
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} style={{ fontWeight: r.kind === 'value' ? undefined : 700 }}>
              {rowAttrs.map((attr, level) => (
                <th key={attr} style={{ ...cell, textAlign: 'left' }}>
                  {rowLabels[i]?.[level] ?? (level === 0 ? rowLabels[i]?.at(-1) : '')}
                </th>
              ))}
              {cols.map((c, j) => (
                <td
                  key={j}
                  style={{
                    ...cell,
                    textAlign: 'right',
                    fontWeight: c.kind === 'value' ? undefined : 700,
                    background: cellColors[i]?.[j],
                  }}
                >
                  {cells[i]?.[j]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
