import type { ListViewFilter } from '../types';

/** The Published/Draft select filter the list tests share, on column `id`. */
export const statusFilter = (id: string): ListViewFilter => ({
  id,
  input: 'select',
  label: 'Status',
  operator: 'eq',
  selects: [
    { label: 'Published', value: true },
    { label: 'Draft', value: false },
  ],
});
