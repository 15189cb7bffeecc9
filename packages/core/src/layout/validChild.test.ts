import { describe, expect, it } from 'vitest';
import type { ComponentType } from './types.js';
import { isResizable, isValidChild, shouldWrapInRow } from './validChild.js';

const LEAVES: ComponentType[] = ['CHART', 'MARKDOWN', 'DIVIDER', 'HEADER', 'DYNAMIC'];

describe('isValidChild', () => {
  it('ROOT holds only GRID or TABS', () => {
    expect(isValidChild('ROOT', 0, 'GRID')).toBe(true);
    expect(isValidChild('ROOT', 0, 'TABS')).toBe(true);
    expect(isValidChild('ROOT', 0, 'ROW')).toBe(false);
    expect(isValidChild('ROOT', 0, 'CHART')).toBe(false);
  });

  it('GRID holds rows, tabs, headers, dividers and (wrapped) charts, markdown, columns at depth 1', () => {
    for (const t of ['ROW', 'TABS', 'HEADER', 'DIVIDER', 'CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'] as const) {
      expect(isValidChild('GRID', 1, t)).toBe(true);
      expect(isValidChild('GRID', 2, t)).toBe(false);
    }
    expect(isValidChild('GRID', 1, 'TAB')).toBe(false);
    expect(isValidChild('GRID', 1, 'GRID')).toBe(false);
  });

  it('ROW holds charts, markdown and columns up to depth 4, nothing else', () => {
    for (const t of ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'] as const) {
      expect(isValidChild('ROW', 4, t)).toBe(true);
      expect(isValidChild('ROW', 5, t)).toBe(false);
    }
    for (const t of ['ROW', 'TABS', 'TAB', 'HEADER', 'DIVIDER'] as const)
      expect(isValidChild('ROW', 2, t)).toBe(false);
  });

  it('COLUMN holds leaves to depth 5 and rows, dividers, tabs to depth 3', () => {
    for (const t of ['CHART', 'MARKDOWN', 'HEADER'] as const) {
      expect(isValidChild('COLUMN', 5, t)).toBe(true);
      expect(isValidChild('COLUMN', 6, t)).toBe(false);
    }
    for (const t of ['ROW', 'DIVIDER', 'TABS'] as const) {
      expect(isValidChild('COLUMN', 3, t)).toBe(true);
      expect(isValidChild('COLUMN', 4, t)).toBe(false);
    }
    expect(isValidChild('COLUMN', 3, 'COLUMN')).toBe(false);
    expect(isValidChild('COLUMN', 3, 'TAB')).toBe(false);
  });

  it('TABS holds only TAB, to depth 3', () => {
    expect(isValidChild('TABS', 3, 'TAB')).toBe(true);
    expect(isValidChild('TABS', 4, 'TAB')).toBe(false);
    expect(isValidChild('TABS', 1, 'ROW')).toBe(false);
    expect(isValidChild('TABS', 1, 'TABS')).toBe(false);
  });

  it('TAB holds what GRID holds: containers to depth 3, leaves to depth 5', () => {
    for (const t of ['ROW', 'COLUMN', 'TABS'] as const) {
      expect(isValidChild('TAB', 3, t)).toBe(true);
      expect(isValidChild('TAB', 4, t)).toBe(false);
    }
    for (const t of ['CHART', 'MARKDOWN', 'HEADER', 'DIVIDER', 'DYNAMIC'] as const) {
      expect(isValidChild('TAB', 5, t)).toBe(true);
      expect(isValidChild('TAB', 6, t)).toBe(false);
    }
    expect(isValidChild('TAB', 1, 'TAB')).toBe(false);
  });

  it('leaves hold nothing; unknown parents or depths are invalid', () => {
    for (const leaf of LEAVES) expect(isValidChild(leaf, 0, 'CHART')).toBe(false);
    expect(isValidChild(undefined, 0, 'ROW')).toBe(false);
    expect(isValidChild('GRID', Number.NaN, 'ROW')).toBe(false);
  });
});

describe('shouldWrapInRow and isResizable', () => {
  it('wraps charts, markdown and columns under GRID or TAB only', () => {
    for (const parent of ['GRID', 'TAB'] as const) {
      for (const child of ['CHART', 'MARKDOWN', 'COLUMN'] as const)
        expect(shouldWrapInRow(parent, child)).toBe(true);
      for (const child of ['ROW', 'HEADER', 'DIVIDER', 'TABS'] as const)
        expect(shouldWrapInRow(parent, child)).toBe(false);
    }
    expect(shouldWrapInRow('ROW', 'CHART')).toBe(false);
    expect(shouldWrapInRow('COLUMN', 'CHART')).toBe(false);
    expect(shouldWrapInRow(undefined, 'CHART')).toBe(false);
  });

  it('resizes charts, markdown, columns and dynamic components', () => {
    expect(
      ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC', 'ROW', 'HEADER'].map((t) => isResizable(t as ComponentType)),
    ).toEqual([true, true, true, true, false, false]);
  });
});
