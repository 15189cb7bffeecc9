import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { motorcycles, small } from './test-support/filters';
import { DRILL_TEXTS, DrillContextMenu, type DrillContextMenuProps } from './DrillContextMenu';

afterEach(cleanup);

const props = (over: Partial<DrillContextMenuProps> = {}): DrillContextMenuProps => ({
  at: { clientX: 10, clientY: 20 },
  filters: [motorcycles],
  drillToDetail: true,
  drillBy: true,
  drillByAvailable: true,
  columns: [{ column_name: 'product_line' }, { column_name: 'deal_size', verbose_name: 'Deal Size' }],
  columnsLoading: false,
  columnsError: false,
  excludeColumns: ['product_line'],
  onDrillToDetail: vi.fn(),
  onDrillBy: vi.fn(),
  onClose: vi.fn(),
  ...over,
});

const open = (testId: string) => fireEvent.click(document.querySelector(`[data-test="${testId}"]`)!);

describe('DrillContextMenu', () => {
  it('drills to detail without and with the clicked values, "all" when there are several', async () => {
    const p = props({ filters: [motorcycles, small] });
    render(<DrillContextMenu {...p} />);
    open('drill-to-detail');
    expect(p.onDrillToDetail).toHaveBeenLastCalledWith([]);
    open('drill-to-detail-by');
    await waitFor(() =>
      expect(document.querySelectorAll('[data-test="drill-to-detail-by-item"]')).toHaveLength(2),
    );
    const items = document.querySelectorAll('[data-test="drill-to-detail-by-item"]');
    expect([...items].map((i) => i.textContent)).toEqual([
      'Drill to detail by Motorcycles',
      'Drill to detail by Small',
    ]);
    fireEvent.click(items[1]!);
    expect(p.onDrillToDetail).toHaveBeenLastCalledWith([small]);
    open('drill-to-detail-by-all');
    expect(p.onDrillToDetail).toHaveBeenLastCalledWith([motorcycles, small]);
  });

  it('says how to drill by a value when the click was off a data point', async () => {
    render(<DrillContextMenu {...props({ filters: [] })} />);
    open('drill-to-detail-by');
    expect(await screen.findByText(DRILL_TEXTS.noFilters)).toBeTruthy();
  });

  it('lists the other groupable columns for drill by, searchable', async () => {
    const p = props();
    render(<DrillContextMenu {...p} />);
    open('drill-by');
    const names = () =>
      [...document.querySelectorAll('[data-test="drill-by-item"]')].map((i) => i.getAttribute('data-column'));
    await waitFor(() => expect(names()).toEqual(['deal_size']));
    fireEvent.click(document.querySelector('[data-test="drill-by-item"]')!);
    expect(p.onDrillBy).toHaveBeenCalledWith({ column_name: 'deal_size', verbose_name: 'Deal Size' });
    fireEvent.change(document.querySelector('input[data-test="drill-by-search"]')!, {
      target: { value: 'zzz' },
    });
    expect(names()).toEqual([]);
    expect(screen.getByText(DRILL_TEXTS.noColumns)).toBeTruthy();
  });

  it('shows only the behaviours the chart declares', () => {
    render(<DrillContextMenu {...props({ drillBy: false })} />);
    expect(document.querySelector('[data-test="drill-by"]')).toBeNull();
    expect(document.querySelector('[data-test="drill-to-detail"]')).not.toBeNull();
    cleanup();
    render(<DrillContextMenu {...props({ drillToDetail: false, drillByAvailable: false })} />);
    expect(document.querySelector('[data-test="drill-to-detail"]')).toBeNull();
    expect(screen.getByText(DRILL_TEXTS.drillBy).closest('[aria-disabled="true"]')).not.toBeNull();
  });
});
