/**
 * Loading the dashboard's filters into the page store: the native filter configuration from
 * json_metadata, and the applied data masks each filter starts with (its defaultDataMask), replaced
 * by masks restored from the URL's filter state key or a permalink.
 */
import {
  chartIdsInLayout,
  initialDataMasks,
  parseFilterConfiguration,
  type DashboardLayout,
  type DataMaskStateWithId,
} from '@meridian/core';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { dataMaskActions } from './dataMask';
import type { DashboardMetadata } from './metadata';
import { nativeFiltersActions } from './nativeFilters';

export function hydrateFilters(
  dispatch: Dispatch<UnknownAction>,
  metadata: DashboardMetadata,
  layout: DashboardLayout,
  restored?: DataMaskStateWithId | null,
): void {
  const items = parseFilterConfiguration(metadata);
  dispatch(nativeFiltersActions.nativeFiltersSet(items));
  dispatch(dataMaskActions.dataMasksSet(initialDataMasks(items, restored, chartIdsInLayout(layout))));
}
