import { PUBLISHED_DRAFT } from '../../ResourceList/selectOptions';
import type { ListViewFilter } from '../types';

/** The Published/Draft select filter the list tests share, on column `id`. */
export const statusFilter = (id: string): ListViewFilter => ({
  id,
  input: 'select',
  label: 'Status',
  operator: 'eq',
  selects: PUBLISHED_DRAFT,
});
