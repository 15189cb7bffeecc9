/**
 * /annotationlayer/{id}/annotation/ (Superset's AnnotationList): the layer's annotations with their
 * label, start and end, search, the add/edit dialog, delete and bulk delete, and "Back to all".
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  ResourceList,
  RowAction,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import {
  annotationListHook,
  useDeleteAnnotationMutation,
  useDeleteAnnotationsMutation,
  useGetAnnotationLayerPermissionsQuery,
  useGetAnnotationLayerQuery,
  type Annotation,
} from './annotationApi';
import { AnnotationModal } from './AnnotationModal';

const FILTERS: ListViewFilter[] = [
  {
    id: 'short_descr',
    input: 'search',
    label: 'Name',
    operator: 'annotation_all_text',
    placeholder: 'Type a value',
  },
];

/** A naive UTC date-time of the API, shown in UTC. */
const shown = (dttm: string | null) => (dttm ? dttm.replace('T', ' ').slice(0, 16) : '');

function annotationColumns(
  ctx: ResourceListContext<Annotation>,
  onEdit: (a: Annotation) => void,
): ListViewColumn<Annotation>[] {
  return [
    {
      id: 'short_descr',
      header: 'Label',
      sortable: true,
      render: (a) => <span data-test="annotation-label">{a.short_descr}</span>,
    },
    { id: 'start_dttm', header: 'Start', sortable: true, width: 180, render: (a) => shown(a.start_dttm) },
    { id: 'end_dttm', header: 'End', sortable: true, width: 180, render: (a) => shown(a.end_dttm) },
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      render: (a) =>
        ctx.canWrite && (
          <Space size={0}>
            <RowAction
              title="Delete"
              testId="annotation-delete"
              icon={<DeleteOutlined />}
              onClick={() => ctx.askDelete([a])}
            />
            <RowAction
              title="Edit"
              testId="annotation-edit"
              icon={<EditOutlined />}
              onClick={() => onEdit(a)}
            />
          </Space>
        ),
    },
  ];
}

/** The delete hooks of one layer's annotations, shaped as ResourceList's (ids only). */
function useDeleteOneOf(layerId: number) {
  const [del, state] = useDeleteAnnotationMutation();
  return [(id: number) => del({ layerId, id }), state] as const;
}
function useDeleteManyOf(layerId: number) {
  const [del, state] = useDeleteAnnotationsMutation();
  return [(ids: number[]) => del({ layerId, ids }), state] as const;
}

type Editing = { id: number | null } | null;

export default function AnnotationList() {
  const layerId = Number(useParams().layerId);
  const { data: layer } = useGetAnnotationLayerQuery(layerId);
  const [editing, setEditing] = useState<Editing>(null);
  const config = useMemo<ResourceListConfig<Annotation>>(
    () => ({
      page: {
        testId: 'annotation-list',
        title: layer ? `Annotation Layer ${layer.name}` : 'Annotation Layer',
        noun: 'annotation',
      },
      hooks: { useList: annotationListHook(layerId), usePermissions: useGetAnnotationLayerPermissionsQuery },
      filters: FILTERS,
      initialSort: [{ id: 'short_descr', desc: false }],
      remove: {
        useDeleteOne: () => useDeleteOneOf(layerId),
        useDeleteMany: () => useDeleteManyOf(layerId),
        name: (a) => a.short_descr,
        selected: 'annotations',
        title: 'Delete Annotation?',
      },
      empty: { title: 'No annotation yet', image: 'document', description: null },
    }),
    [layerId, layer],
  );
  const columns = useCallback(
    (ctx: ResourceListContext<Annotation>) => annotationColumns(ctx, (a) => setEditing({ id: a.id })),
    [],
  );
  const create = {
    label: 'Annotation',
    testId: 'create-annotation',
    onClick: () => setEditing({ id: null }),
  };
  return (
    <ResourceList<Annotation>
      {...config}
      columns={columns}
      create={create}
      headerExtra={
        <Link to="/annotationlayer/list/" data-test="annotation-back">
          Back to all
        </Link>
      }
    >
      {() =>
        editing && (
          <AnnotationModal
            key={editing.id ?? 'new'}
            layerId={layerId}
            annotationId={editing.id}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
