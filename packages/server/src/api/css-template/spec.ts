/** The CssTemplate resource's list spec. Templates are shared: everyone with read access sees all. */
import type { CssTemplateRow } from '../../meta/repositories/css-template.js';
import { listColumns } from '../database/list.js';
import type { ResourceSpec } from '../resource.js';
import { serializeCssTemplates } from './serialize.js';
import { AUDIT_RELATIONS } from '../resource/spec.js';

export const cssTemplateSpec: ResourceSpec = {
  name: 'css_template',
  view: 'CssTemplate',
  table: 'css_templates',
  columns: listColumns({
    id: 'number',
    template_name: 'string',
    css: 'string',
    changed_on: 'datetime',
    created_on: 'datetime',
  }),
  relations: {
    ...AUDIT_RELATIONS,
  },
  sortAliases: { changed_on_delta_humanized: 'changed_on' },
  defaultOrder: ['changed_on', 'desc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeCssTemplates(rows as CssTemplateRow[], ctx),
};
