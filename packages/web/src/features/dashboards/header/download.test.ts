import { describe, expect, it } from 'vitest';
import { fileStem } from './download';

describe('fileStem', () => {
  it('makes Superset-style file names', () => {
    const date = new Date('2024-05-01T10:20:30.000Z');
    expect(fileStem('Sales Dashboard', date)).toBe('sales-dashboard-2024-05-01T10_20_30.000Z');
    expect(fileStem('myDashboard (v2)!', date)).toBe('my-dashboard-v2-2024-05-01T10_20_30.000Z');
    expect(fileStem('🚗', date)).toBe('dashboard-2024-05-01T10_20_30.000Z');
  });
});
