import { describe, expect, it } from 'vitest';
import type { ComponentType } from './types.js';
import { isResizable, isValidChild, shouldWrapInRow } from './validChild.js';

const LEAVES: ComponentType[] = ['CHART', 'MARKDOWN', 'DIVIDER', 'HEADER', 'DYNAMIC'];

/** `parent` at `depth` holds each of `children`, and at `depth + 1` none of them. */
function expectHoldsToDepth(parent: ComponentType, depth: number, children: readonly ComponentType[]) {
  for (const t of children) {
    expect(isValidChild(parent, depth, t)).toBe(true);
    expect(isValidChild(parent, depth + 1, t)).toBe(false);
  }
}

/** `parent` at `depth` refuses each of `children`. */
function expectRefuses(parent: ComponentType, depth: number, children: readonly ComponentType[]) {
  for (const t of children) expect(isValidChild(parent, depth, t)).toBe(false);
}

describe('isValidChild', () => {
  it('ROOT holds only GRID or TABS', () => {
    for (const t of ['GRID', 'TABS'] as const) expect(isValidChild('ROOT', 0, t)).toBe(true);
    expectRefuses('ROOT', 0, ['ROW', 'CHART']);
  });

  it('GRID holds rows, tabs, headers, dividers and (wrapped) charts, markdown, columns at depth 1', () => {
    expectHoldsToDepth('GRID', 1, [
      'ROW',
      'TABS',
      'HEADER',
      'DIVIDER',
      'CHART',
      'MARKDOWN',
      'COLUMN',
      'DYNAMIC',
    ]);
    expectRefuses('GRID', 1, ['TAB', 'GRID']);
  });

  it('ROW holds charts, markdown and columns up to depth 4, nothing else', () => {
    expectHoldsToDepth('ROW', 4, ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);
    expectRefuses('ROW', 2, ['ROW', 'TABS', 'TAB', 'HEADER', 'DIVIDER']);
  });

  it('COLUMN holds leaves to depth 5 and rows, dividers, tabs to depth 3', () => {
    expectHoldsToDepth('COLUMN', 5, ['CHART', 'MARKDOWN', 'HEADER']);
    expectHoldsToDepth('COLUMN', 3, ['ROW', 'DIVIDER', 'TABS']);
    expectRefuses('COLUMN', 3, ['COLUMN', 'TAB']);
  });

  it('TABS holds only TAB, to depth 3', () => {
    expectHoldsToDepth('TABS', 3, ['TAB']);
    expectRefuses('TABS', 1, ['ROW', 'TABS']);
  });

  it('TAB holds what GRID holds: containers to depth 3, leaves to depth 5', () => {
    expectHoldsToDepth('TAB', 3, ['ROW', 'COLUMN', 'TABS']);
    expectHoldsToDepth('TAB', 5, ['CHART', 'MARKDOWN', 'HEADER', 'DIVIDER', 'DYNAMIC']);
    expectRefuses('TAB', 1, ['TAB']);
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
