import { describe, expect, it } from 'vitest';
import { readBundle } from '../contents.js';
import { KIND_NAMES, type KindName } from '../configs/index.js';
import { loadConfigs, type ExistingUuids, type LoadRequest } from '../configs/load.js';
import { corpusZip } from '../test-support/corpus.js';
import { planImport } from './plan.js';

const nothing = (): ExistingUuids =>
  Object.fromEntries(KIND_NAMES.map((k) => [k, new Set<string>()])) as unknown as ExistingUuids;

function plan(command: LoadRequest['command'], overwrite = false) {
  const contents = readBundle({ filename: 'bundle.zip', data: corpusZip() });
  const request = { command, overwrite, passwords: { 'databases/examples.yaml': 'pw' } };
  const p = planImport(loadConfigs(contents, request, nothing()), request);
  const sizes = Object.fromEntries(KIND_NAMES.map((k) => [k, p[k].files.length])) as Record<KindName, number>;
  const overwritten = KIND_NAMES.filter((k) => p[k].overwrite);
  return { sizes, overwritten };
}

describe('what each import command writes and overwrites', () => {
  it('dashboard: the dashboards, the charts they place, those charts datasets and their database', () => {
    expect(plan('dashboard', true)).toEqual({
      sizes: { database: 1, dataset: 3, chart: 25, dashboard: 3, saved_query: 0 },
      overwritten: ['dashboard'],
    });
  });

  it('chart: every chart with its dataset and database, charts alone overwritten', () => {
    expect(plan('chart', true)).toEqual({
      sizes: { database: 1, dataset: 3, chart: 25, dashboard: 0, saved_query: 0 },
      overwritten: ['chart'],
    });
  });

  it('dataset: every dataset and its database; database: every database and the datasets on it', () => {
    expect(plan('dataset').sizes).toEqual({
      database: 1,
      dataset: 4,
      chart: 0,
      dashboard: 0,
      saved_query: 0,
    });
    expect(plan('database').sizes).toEqual({
      database: 1,
      dataset: 4,
      chart: 0,
      dashboard: 0,
      saved_query: 0,
    });
    expect(plan('dataset').overwritten).toEqual([]);
  });

  it('assets: everything, everything overwritten', () => {
    expect(plan('assets')).toEqual({
      sizes: { database: 1, dataset: 4, chart: 25, dashboard: 3, saved_query: 0 },
      overwritten: KIND_NAMES,
    });
  });
});
