import { describe, expect, it } from 'vitest';
import { readBundle, type BundleContents } from '../contents.js';
import { corpusZip } from '../test-support/corpus.js';
import { refusal } from '../test-support/refusal.js';
import { PASSWORD_NEEDED } from './database-password.js';
import { KIND_NAMES, type KindName } from './index.js';
import { loadConfigs, type ExistingUuids, type LoadRequest } from './load.js';
import { MISSING_FIELD } from './problems.js';

const corpus = (): BundleContents => readBundle({ filename: 'bundle.zip', data: corpusZip() });
const nothing = (): ExistingUuids =>
  Object.fromEntries(KIND_NAMES.map((k) => [k, new Set<string>()])) as unknown as ExistingUuids;
const request = (over: Partial<LoadRequest> = {}): LoadRequest => ({
  command: 'dashboard',
  overwrite: false,
  passwords: {},
  ...over,
});
const SALES = 'dashboards/Sales_Dashboard.yaml';
const SALES_UUID = '04f79081-fb49-7bac-7f14-cc76cd2ad93b';
const DATABASE = 'databases/examples.yaml';
const DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';

const existingWith = (kind: KindName, uuid: string) => ({ ...nothing(), [kind]: new Set([uuid]) });
const maskedDatabase = (contents: BundleContents) =>
  contents.set(
    DATABASE,
    contents
      .get(DATABASE)!
      .replace('duckdb:////tmp/examples.db', 'postgresql://examples:XXXXXXXXXX@db.example.com/examples'),
  );

describe('loadConfigs', () => {
  it("checks Superset's example bundle: one database, four datasets, 25 charts, three dashboards", () => {
    const configs = loadConfigs(corpus(), request(), nothing());
    expect([configs.database.size, configs.dataset.size, configs.chart.size, configs.dashboard.size]).toEqual(
      [1, 4, 25, 3],
    );
    const sales = configs.dashboard.get(SALES)!;
    expect(sales.dashboard_title).toBe('Sales Dashboard');
    expect(configs.chart.get('charts/Sales Dashboard/Total_Revenue.yaml')!.params).toMatchObject({
      viz_type: 'big_number',
    });
  });

  it('asks for overwrite only for the kind being imported, and passes with it', () => {
    const existing = { ...existingWith('dashboard', SALES_UUID), database: new Set([DATABASE_UUID]) };
    expect(refusal(() => loadConfigs(corpus(), request(), existing))).toEqual({
      status: 422,
      messages: { [SALES]: 'Dashboard already exists and `overwrite=true` was not passed' },
    });
    expect(loadConfigs(corpus(), request({ overwrite: true }), existing).dashboard.size).toBe(3);
  });

  it('asks for the password of a new database whose password was masked, and takes it from the request', () => {
    const contents = maskedDatabase(corpus());
    expect(refusal(() => loadConfigs(contents, request(), nothing()))).toEqual({
      status: 422,
      messages: { [DATABASE]: { _schema: [PASSWORD_NEEDED] } },
    });
    const configs = loadConfigs(contents, request({ passwords: { [DATABASE]: 's3cret' } }), nothing());
    expect(configs.database.get(DATABASE)!.password).toBe('s3cret');
    expect(loadConfigs(contents, request(), existingWith('database', DATABASE_UUID)).database.size).toBe(1);
  });

  it('refuses structural problems with 400, naming every file and field, needed passwords included', () => {
    const contents = maskedDatabase(corpus());
    contents.set('metadata.yaml', 'version: 2.0.0\ntype: Slice\n');
    contents.set(
      'charts/Broken.yaml',
      'viz_type: table\ndataset_uuid: not-a-uuid\nuuid: 11111111-2222-3333-4444-555555555555\nversion: 1.0.0\n',
    );
    contents.set('charts/Bad.yaml', 'slice_name: [unclosed\n');
    contents.delete('datasets/examples/video_game_sales.yaml');
    const { status, messages } = refusal(() => loadConfigs(contents, request(), nothing()));
    expect(status).toBe(400);
    expect(messages['metadata.yaml']).toEqual({
      version: ['Must be equal to 1.0.0.'],
      type: ['Must be equal to Dashboard.'],
    });
    expect(messages['charts/Broken.yaml']).toEqual({
      slice_name: [MISSING_FIELD],
      dataset_uuid: ['Not a valid UUID.'],
    });
    expect(messages['charts/Bad.yaml']).toEqual(['Not a valid YAML file']);
    expect(messages[DATABASE]).toEqual({ _schema: [PASSWORD_NEEDED] });
    const videoGameCharts = Object.keys(messages).filter((f) => f.startsWith('charts/Video Game Sales/'));
    expect(videoGameCharts).toHaveLength(8);
    expect(messages[videoGameCharts[0]!]).toEqual({
      dataset_uuid: [
        expect.stringMatching(/^Dataset [0-9a-f-]{36} is neither in the bundle nor on this server$/),
      ],
    });
  });

  it('refuses a bundle without metadata.yaml, and a dashboard placing a chart that is nowhere', () => {
    const contents = corpus();
    contents.delete('metadata.yaml');
    contents.delete('charts/Sales Dashboard/Total_Revenue.yaml');
    const { messages } = refusal(() => loadConfigs(contents, request(), nothing()));
    expect(messages['metadata.yaml']).toEqual(['Missing metadata.yaml']);
    expect(messages[SALES]).toEqual({
      position: ['Chart 7b12a243-88e0-4dc5-ac33-9a840bb0ac5a is neither in the bundle nor on this server'],
    });
  });
});
