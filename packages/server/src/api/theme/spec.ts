/** The Theme resource's list spec. Themes are shared: everyone with read access sees all. */
import type { ThemeRow } from '../../meta/repositories/theme.js';
import { listColumns } from '../database/list.js';
import type { ResourceSpec } from '../resource.js';
import { AUDIT_RELATIONS } from '../resource/spec.js';
import { serializeThemes } from './serialize.js';

export const themeSpec: ResourceSpec = {
  name: 'theme',
  view: 'Theme',
  table: 'themes',
  columns: listColumns({
    id: 'number',
    theme_name: 'string',
    json_data: 'string',
    is_system: 'boolean',
    is_system_default: 'boolean',
    is_system_dark: 'boolean',
    changed_on: 'datetime',
    created_on: 'datetime',
  }),
  relations: { ...AUDIT_RELATIONS },
  sortAliases: { changed_on_delta_humanized: 'changed_on' },
  defaultOrder: ['changed_on', 'desc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeThemes(rows as ThemeRow[], ctx),
};
