import { describe, expect, it } from 'vitest';
import { refreshIntervalLabel } from './refreshIntervals';

describe('refreshIntervalLabel', () => {
  it('labels refresh intervals', () => {
    expect(refreshIntervalLabel(0)).toBe("Don't refresh");
    expect(refreshIntervalLabel(3600)).toBe('1 hour');
    expect(refreshIntervalLabel(45)).toBe('45 seconds');
  });
});
