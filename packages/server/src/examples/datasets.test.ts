/**
 * The declarations match Superset's example datasets (names, temporal columns, expressions and
 * metrics as in its export YAML), so charts built on Superset's examples run on ours.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DATASETS, EXAMPLES_DATABASE } from './index.js';

interface SupersetDataset {
  uuid: string;
  table_name: string;
  main_dttm_col: string | null;
  temporal: string[];
  columns: string[];
  expressions: Record<string, string>;
  metrics: Record<string, string>;
}

// From Superset's bundle YAML (datasets/examples/*.yaml).
const SUPERSET: SupersetDataset[] = [
  {
    uuid: 'e8623bb9-5e00-f531-506a-19607f5f8005',
    table_name: 'cleaned_sales_data',
    main_dttm_col: 'order_date',
    temporal: ['order_date'],
    columns: [
      'order_date',
      'price_each',
      'sales',
      'address_line1',
      'address_line2',
      'order_line_number',
      'quantity_ordered',
      'order_number',
      'quarter',
      'year',
      'month',
      'msrp',
      'contact_last_name',
      'contact_first_name',
      'postal_code',
      'customer_name',
      'deal_size',
      'product_code',
      'product_line',
      'state',
      'status',
      'city',
      'country',
      'phone',
      'territory',
    ],
    expressions: {},
    metrics: { count: 'COUNT(*)' },
  },
  {
    uuid: 'f1dc524d-a988-47f5-8860-9419410cc68c',
    table_name: 'birth_names',
    main_dttm_col: 'ds',
    temporal: ['ds'],
    columns: ['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls', 'num_california'],
    expressions: { num_california: "CASE WHEN state = 'CA' THEN num ELSE 0 END" },
    metrics: { count: 'COUNT(*)', sum__num: 'SUM(num)' },
  },
  {
    uuid: '53d47c0c-c03d-47f0-b9ac-81225f808283',
    table_name: 'video_game_sales',
    main_dttm_col: null,
    temporal: ['year'],
    columns: [
      'year',
      'na_sales',
      'eu_sales',
      'global_sales',
      'jp_sales',
      'other_sales',
      'rank',
      'genre',
      'name',
      'platform',
      'publisher',
    ],
    expressions: {},
    metrics: { count: 'COUNT(*)' },
  },
  {
    uuid: '974b7a1c-22ea-49cb-9214-97b7dbd511e0',
    table_name: 'COVID Vaccines',
    main_dttm_col: null,
    temporal: [],
    columns: [
      'clinical_stage',
      'fda_approved_indications',
      'anticipated_next_steps',
      'ioc_country_code',
      'clinical_trials_for_other_diseases_or_related_use',
      'country_name',
      'product_category',
      'clinical_trials',
      'date_last_updated',
      'product_description',
      'developer_or_researcher',
      'stage_of_development',
      'funder',
      'published_results',
      'sources',
      'treatment_vs_vaccine',
    ],
    expressions: {
      clinical_stage:
        "CASE WHEN stage_of_development = 'Pre-clinical' THEN '0. Pre-clinical' WHEN stage_of_development = 'Phase I' THEN '1. Phase I' WHEN stage_of_development = 'Phase I/II' or stage_of_development = 'Phase II' THEN '2. Phase II or Combined I/II' WHEN stage_of_development = 'Phase III' THEN '3. Phase III' WHEN stage_of_development = 'Authorized' THEN '4. Authorized' END",
    },
    metrics: { count: 'COUNT(*)' },
  },
];

const squash = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('EXAMPLE_DATASETS', () => {
  it('is the examples database of Superset bundles', () => {
    expect(EXAMPLES_DATABASE).toMatchObject({
      database_name: 'examples',
      uuid: 'a2dc77af-e654-49bb-b321-40f6b559a1ee',
    });
  });

  for (const superset of SUPERSET) {
    it(`matches Superset's ${superset.table_name}`, () => {
      const ours = EXAMPLE_DATASETS.find((d) => d.uuid === superset.uuid);
      expect(ours?.table_name).toBe(superset.table_name);
      if (!ours) return;
      expect(ours.main_dttm_col).toBe(superset.main_dttm_col);
      const byName = new Map(ours.columns.map((c) => [c.column_name, c]));
      expect([...byName.keys()].sort()).toEqual([...superset.columns].sort());
      expect(ours.columns.filter((c) => c.is_dttm).map((c) => c.column_name)).toEqual(superset.temporal);
      for (const [name, expression] of Object.entries(superset.expressions)) {
        expect(squash(byName.get(name)?.expression ?? '')).toBe(expression);
      }
      for (const [name, expression] of Object.entries(superset.metrics)) {
        expect(ours.metrics.find((m) => m.metric_name === name)?.expression).toBe(expression);
      }
    });
  }

  it('has unique, well-formed names and a verbose name for every column', () => {
    const uuids = EXAMPLE_DATASETS.map((d) => d.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const dataset of EXAMPLE_DATASETS) {
      const columns = dataset.columns.map((c) => c.column_name);
      const metrics = dataset.metrics.map((m) => m.metric_name);
      expect(new Set(columns).size, dataset.table_name).toBe(columns.length);
      expect(new Set(metrics).size, dataset.table_name).toBe(metrics.length);
      expect(metrics).toContain('count');
      expect(
        dataset.columns.every((c) => c.verbose_name),
        dataset.table_name,
      ).toBe(true);
      expect(dataset.columns.every((c) => (c.expression ? c.type === null : c.type !== null))).toBe(true);
    }
  });
});
