/**
 * Sizes on the 12-column grid (spec §9): a component `width` columns wide spans that many columns
 * plus the gutters between them; heights are in grid units of 8 px.
 */
import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from '@meridian/core';
import { createContext, use } from 'react';

export const GUTTER = GRID_GUTTER_SIZE;

export const columnWidthOf = (gridWidth: number): number =>
  Math.max(0, (gridWidth - (GRID_COLUMN_COUNT - 1) * GUTTER) / GRID_COLUMN_COUNT);

export const widthPx = (columns: number, columnWidth: number): number =>
  Math.max(1, columns) * columnWidth + (Math.max(1, columns) - 1) * GUTTER;

export const heightPx = (units: number): number => units * GRID_BASE_UNIT;

/** Columns a width in px covers, rounded to the nearest column (for resize snapping). */
export const columnsForWidth = (px: number, columnWidth: number): number =>
  columnWidth <= 0 ? 1 : Math.max(1, Math.round((px + GUTTER) / (columnWidth + GUTTER)));

/** Grid units a height in px covers, rounded (for resize snapping). */
export const unitsForHeight = (px: number): number => Math.max(1, Math.round(px / GRID_BASE_UNIT));

/** The width of one grid column on this page, measured from the grid element. */
export const ColumnWidthContext = createContext(0);
export const useColumnWidth = () => use(ColumnWidthContext);
