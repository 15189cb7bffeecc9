import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformGanttProps } from './transformProps.js';

describe('gantt render', () => {
  it('draws a bar per event and the category names', () => {
    const DAY = 86_400_000;
    const props = transformGanttProps(
      transformInput(
        formDataOf('gantt_chart', { start_time: 's', end_time: 'e', y_axis: 'task' }),
        [
          {
            colnames: ['s', 'e', 'task'],
            coltypes: [2, 2, 1],
            data: [
              { s: 0, e: 3 * DAY, task: 'Design' },
              { s: 2 * DAY, e: 6 * DAY, task: 'Build' },
            ],
          },
        ],
        { width: 500, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 500, 300);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Design', 'Build']));
    expect(svg.match(/<path d="M[^"]*"[^>]*fill="#1FA8C9"/gi)?.length).toBeGreaterThanOrEqual(2);
  });
});
