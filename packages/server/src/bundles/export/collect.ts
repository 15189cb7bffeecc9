/**
 * Gathers an export's files, each object with what it depends on, as Superset's export commands
 * chain: a dashboard brings its charts and the datasets its native filters target, a chart its
 * dataset, a dataset its database, a saved query its database; a database brings the datasets on
 * it the user sees. A file already written is not written again (Superset's `seen`). A dependency
 * dataset the user may not read refuses the export rather than leak its definition.
 */
import type { AppContext } from '../../context.js';
import { loadChildren, type DatasetRow } from '../../datasources/dataset-repository.js';
import { addThemeFiles } from '../themes.js';
import { AccessDenied } from '../../domain-errors.js';
import { findTheme } from '../../meta/repositories/theme.js';
import type { Dashboard } from '../../meta/schema.js';
import type { SliceRow } from '../../security/access/chart.js';
import { checkDatasource, isTableType } from '../../security/access/dataset.js';
import type { AuthUser } from '../../security/auth.js';
import { chartConfig, chartFileName } from './chart.js';
import { dashboardConfig, dashboardFileName, nativeFilterDatasetIds, type LinkedChart } from './dashboard.js';
import { jsonObjectOrNull } from './json-text.js';
import { databaseConfig, databaseFileName, type DatabaseRow } from './database.js';
import { datasetConfig, datasetFileName } from './dataset.js';
import { savedQueryConfig, savedQueryFileName, type SavedQueryRow } from './saved-query.js';
import { visibleDatasetRows } from './visible.js';

/** Bundle path → the object its YAML file holds. */
export type ExportFiles = Map<string, Record<string, unknown>>;

export class Collector {
  readonly files: ExportFiles = new Map();
  private readonly databases = new Map<number, DatabaseRow>();
  private readonly datasets = new Map<number, DatasetRow>();

  constructor(
    private readonly ctx: AppContext,
    private readonly user: AuthUser,
  ) {}

  private put(path: string, make: () => Record<string, unknown>): void {
    if (!this.files.has(path)) this.files.set(path, make());
  }

  private async database(id: number): Promise<DatabaseRow> {
    let row = this.databases.get(id);
    if (!row) {
      row = await this.ctx.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      this.databases.set(id, row);
    }
    return row;
  }

  /** A dataset another object depends on: refused unless the user may read it. */
  private async dependencyDataset(id: number): Promise<DatasetRow | undefined> {
    const cached = this.datasets.get(id);
    if (cached) return cached;
    const check = await checkDatasource(this.ctx, this.user, id);
    if (check.status === 'missing') return undefined;
    if (check.status === 'denied')
      throw new AccessDenied(`You do not have access to the dataset ${check.dataset.table_name}`);
    this.datasets.set(id, check.dataset);
    return check.dataset;
  }

  async addDatabase(row: DatabaseRow, related: boolean): Promise<void> {
    this.databases.set(row.id, row);
    this.put(databaseFileName(row), () => databaseConfig(row));
    if (!related) return;
    for (const dataset of await visibleDatasetRows(this.ctx, this.user, undefined, row.id))
      await this.writeDataset(dataset, row, true);
  }

  private async writeDataset(row: DatasetRow, database: DatabaseRow, skipId: boolean): Promise<void> {
    const path = datasetFileName(row, database, skipId);
    if (this.files.has(path)) return;
    const children = await loadChildren(this.ctx.db, [row.id]);
    this.files.set(
      path,
      datasetConfig(row, database, {
        columns: children.columns.get(row.id) ?? [],
        metrics: children.metrics.get(row.id) ?? [],
      }),
    );
  }

  async addDataset(row: DatasetRow, related: boolean): Promise<void> {
    this.datasets.set(row.id, row);
    const database = await this.database(row.database_id);
    await this.writeDataset(row, database, false);
    if (related) await this.addDatabase(database, false);
  }

  /** A chart's dataset, which the user must be able to read; undefined when it has none. */
  async chartDataset(row: SliceRow): Promise<DatasetRow | undefined> {
    const datasetId = isTableType(row.datasource_type) ? row.datasource_id : null;
    return datasetId === null ? undefined : this.dependencyDataset(datasetId);
  }

  async addChart(row: SliceRow, related: boolean): Promise<void> {
    const dataset = await this.chartDataset(row);
    this.put(chartFileName(row), () => chartConfig(row, dataset?.uuid));
    if (related && dataset) await this.addDataset(dataset, true);
  }

  /** The charts a dashboard links, in id order. */
  linkedCharts(dashboardId: number): Promise<SliceRow[]> {
    return this.ctx.db
      .selectFrom('dashboard_slices as l')
      .innerJoin('slices as s', 's.id', 'l.slice_id')
      .selectAll('s')
      .where('l.dashboard_id', '=', dashboardId)
      .orderBy('s.id')
      .execute();
  }

  async addDashboard(row: Dashboard, related: boolean): Promise<void> {
    const charts = await this.linkedCharts(row.id);
    const filterDatasets = new Map<number, DatasetRow>();
    for (const id of nativeFilterDatasetIds(jsonObjectOrNull(row.json_metadata))) {
      const dataset = await this.dependencyDataset(id);
      if (dataset) filterDatasets.set(id, dataset);
    }
    const linked: LinkedChart[] = charts.map(({ id, uuid, slice_name }) => ({ id, uuid, slice_name }));
    const theme = row.theme_id === null ? undefined : await findTheme(this.ctx.db, row.theme_id);
    this.put(dashboardFileName(row), () =>
      dashboardConfig(row, linked, (id) => filterDatasets.get(id)?.uuid, theme?.uuid),
    );
    if (!related) return;
    if (theme) addThemeFiles(this.files, [theme]);
    for (const chart of charts) await this.addChart(chart, true);
    for (const dataset of filterDatasets.values()) await this.addDataset(dataset, true);
  }

  async addSavedQuery(row: SavedQueryRow, related: boolean): Promise<void> {
    if (row.db_id === null) return;
    const database = await this.database(row.db_id);
    this.put(savedQueryFileName(row, database), () => savedQueryConfig(row, database));
    if (related) await this.addDatabase(database, false);
  }
}
