import { describe, expect, it } from 'vitest';
import { mostUsedDataset } from './mostUsedDataset';

const on = (...ids: (number | null)[]) =>
  ids.map((datasource_id) => ({ datasource_id, datasource_type: 'table' }));

describe('mostUsedDataset', () => {
  it("is the dashboard's only dataset", () => {
    expect(mostUsedDataset(on(4, 4, 4))).toBe(4);
  });

  it('is the dataset most charts use, the first to get there on a tie (Superset)', () => {
    expect(mostUsedDataset(on(1, 2, 2, 3))).toBe(2);
    expect(mostUsedDataset(on(5, 6, 6, 5))).toBe(6);
  });

  it('is none without charts on datasets', () => {
    expect(mostUsedDataset([])).toBeUndefined();
    expect(mostUsedDataset(on(null))).toBeUndefined();
    expect(mostUsedDataset([{ datasource_id: 3, datasource_type: 'query' }])).toBeUndefined();
  });
});
