/**
 * /annotationlayer/list/ (Superset's AnnotationLayersList): layers with search, created/modified
 * by filters, the add/edit dialog, delete and bulk delete; a layer's name opens its annotations.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  ResourceList,
  RowAction,
  modifiedColumn,
  relatedSelects,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import {
  fetchAnnotationLayerRelated,
  useDeleteAnnotationLayerMutation,
  useDeleteAnnotationLayersMutation,
  useGetAnnotationLayerPermissionsQuery,
  useGetAnnotationLayersQuery,
  type AnnotationLayer,
} from './annotationApi';
import { AnnotationLayerModal } from './AnnotationLayerModal';

const userName = (u: { first_name: string; last_name: string } | null) =>
  u ? `${u.first_name} ${u.last_name}`.trim() : '';

const FILTERS: ListViewFilter[] = [
  { id: 'name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'created_by',
    input: 'related-select',
    label: 'Created by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchAnnotationLayerRelated, 'created_by'),
  },
  {
    id: 'changed_by',
    input: 'related-select',
    label: 'Modified by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchAnnotationLayerRelated, 'changed_by'),
  },
];

const LAYERS: ResourceListConfig<AnnotationLayer> = {
  page: { testId: 'annotation-layer-list', title: 'Annotation layers', noun: 'annotation layer' },
  hooks: { useList: useGetAnnotationLayersQuery, usePermissions: useGetAnnotationLayerPermissionsQuery },
  filters: FILTERS,
  remove: {
    useDeleteOne: useDeleteAnnotationLayerMutation,
    useDeleteMany: useDeleteAnnotationLayersMutation,
    name: (l) => l.name,
    selected: 'layers',
    title: 'Delete Layer?',
  },
  empty: { title: 'No annotation layers yet', image: 'document', description: null },
};

function layerColumns(
  ctx: ResourceListContext<AnnotationLayer>,
  onEdit: (l: AnnotationLayer) => void,
): ListViewColumn<AnnotationLayer>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      render: (l) => (
        <Link to={`/annotationlayer/${l.id}/annotation/`} data-test="annotation-layer-name">
          {l.name}
        </Link>
      ),
    },
    { id: 'descr', header: 'Description', render: (l) => l.descr ?? '' },
    modifiedColumn(200, (l) => userName(l.changed_by)),
    {
      id: 'created_on',
      header: 'Created on',
      sortable: true,
      width: 200,
      render: (l) => new Date(l.created_on).toLocaleString(),
    },
    { id: 'created_by', header: 'Created by', width: 160, render: (l) => userName(l.created_by) },
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      render: (l) =>
        ctx.canWrite && (
          <Space size={0}>
            <RowAction
              title="Delete"
              testId="annotation-layer-delete"
              icon={<DeleteOutlined />}
              onClick={() => ctx.askDelete([l])}
            />
            <RowAction
              title="Edit"
              testId="annotation-layer-edit"
              icon={<EditOutlined />}
              onClick={() => onEdit(l)}
            />
          </Space>
        ),
    },
    { id: 'changed_by', hidden: true },
  ];
}

type Editing = { layer: AnnotationLayer | null } | null;

export default function AnnotationLayerList() {
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useCallback(
    (ctx: ResourceListContext<AnnotationLayer>) => layerColumns(ctx, (l) => setEditing({ layer: l })),
    [],
  );
  const create = {
    label: 'Annotation layer',
    testId: 'create-annotation-layer',
    onClick: () => setEditing({ layer: null }),
  };
  return (
    <ResourceList<AnnotationLayer> {...LAYERS} columns={columns} create={create}>
      {() =>
        editing && (
          <AnnotationLayerModal
            key={editing.layer?.id ?? 'new'}
            layer={editing.layer}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
