import { describe, expect, it } from 'vitest';
import { MIN_PANE_PERCENT, splitPercent } from './SplitPane';

describe('split pane', () => {
  it('turns a drag position into a bounded north share', () => {
    expect(splitPercent(300, 600)).toBe(50);
    expect(splitPercent(0, 600)).toBe(MIN_PANE_PERCENT);
    expect(splitPercent(600, 600)).toBe(100 - MIN_PANE_PERCENT);
    expect(splitPercent(200, 0)).toBe(50);
    expect(splitPercent(100, 300)).toBe(33.3);
  });
});
