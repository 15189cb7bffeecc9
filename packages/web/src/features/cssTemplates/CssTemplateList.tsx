/** /csstemplatemodelview/list/: CSS templates with search, filters, add/edit dialog, delete and bulk delete. */
import { useCallback, useState } from 'react';
import {
  ResourceList,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import {
  useDeleteCssTemplateMutation,
  useDeleteCssTemplatesMutation,
  useGetCssTemplatePermissionsQuery,
  useGetCssTemplatesQuery,
  type CssTemplate,
} from './cssTemplateApi';
import { CSS_TEMPLATE_FILTERS, cssTemplateColumns } from './cssTemplateListConfig';
import { CssTemplateModal } from './CssTemplateModal';

const CSS_TEMPLATES: ResourceListConfig<CssTemplate> = {
  page: { testId: 'css-template-list', title: 'CSS templates', noun: 'css template' },
  hooks: { useList: useGetCssTemplatesQuery, usePermissions: useGetCssTemplatePermissionsQuery },
  filters: CSS_TEMPLATE_FILTERS,
  remove: {
    useDeleteOne: useDeleteCssTemplateMutation,
    useDeleteMany: useDeleteCssTemplatesMutation,
    name: (t) => t.template_name,
    forbidden: 'You do not have permission to edit this css template',
    selected: 'templates',
    title: 'Delete Template?',
  },
  empty: { title: 'No CSS templates yet', image: 'document', description: null },
};

/** What the dialog edits: nothing (closed), a new template, or an existing one. */
type Editing = { template: CssTemplate | null } | null;

export default function CssTemplateList() {
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useCallback(
    (ctx: ResourceListContext<CssTemplate>) => cssTemplateColumns(ctx, (t) => setEditing({ template: t })),
    [],
  );
  const create = {
    label: 'CSS template',
    testId: 'create-css-template',
    onClick: () => setEditing({ template: null }),
  };
  return (
    <ResourceList<CssTemplate> {...CSS_TEMPLATES} columns={columns} create={create}>
      {() =>
        editing && (
          <CssTemplateModal
            key={editing.template?.id ?? 'new'}
            template={editing.template}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
