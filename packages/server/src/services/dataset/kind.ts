/** Superset's dataset kinds: virtual when it has SQL, physical (a table of the database) otherwise. */
import type { DatasetKind } from '@meridian/core';
import type { DatasetRow } from '../../datasources/dataset-repository.js';

export const datasetKind = (d: Pick<DatasetRow, 'sql'>): DatasetKind =>
  d.sql && d.sql.trim() !== '' ? 'virtual' : 'physical';
