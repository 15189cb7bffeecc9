/**
 * "Create Tag" / "Edit Tag" (Superset's TagModal): name, description, and the dashboards, charts and
 * saved queries the tag is on; POST /api/v1/tag/ or PUT /api/v1/tag/{id} with `objects_to_tag`.
 */
import { Button, Divider, Input, Modal } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { errorText, isUnauthorized } from '../../api/errors';
import { encodeUri } from '../../api/rison';
import {
  useCreateTagMutation,
  useGetTaggedObjectsQuery,
  useUpdateTagMutation,
  type Tag,
  type TaggableType,
} from '../../api/tags';
import type { ListResponse } from '../../api/types';
import { SearchSelect, type SearchOption } from '../../components/SearchSelect/SearchSelect';
import { useToasts } from '../../components/Toasts';

/** Each taggable resource: its list endpoint, its name column, and its label in the dialog. */
const RESOURCES: { type: TaggableType; endpoint: string; column: string; label: string; aria: string }[] = [
  {
    type: 'dashboard',
    endpoint: 'dashboard',
    column: 'dashboard_title',
    label: 'Dashboards',
    aria: 'Select dashboards',
  },
  { type: 'chart', endpoint: 'chart', column: 'slice_name', label: 'Charts', aria: 'Select charts' },
  {
    type: 'query',
    endpoint: 'saved_query',
    column: 'label',
    label: 'Saved queries',
    aria: 'Select saved queries',
  },
];

const searchResource =
  (endpoint: string, column: string) =>
  async (search: string): Promise<SearchOption[]> => {
    const q = encodeUri({
      columns: ['id', column],
      filters: search ? [{ col: column, opr: 'ct', value: search }] : [],
      order_column: column,
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    });
    const r = await request<ListResponse<Record<string, unknown> & { id: number }>>(
      `/api/v1/${endpoint}/?q=${q}`,
    );
    return r.result.map((x) => ({
      value: x.id,
      label: typeof x[column] === 'string' ? x[column] : String(x.id),
    }));
  };

type Chosen = Record<TaggableType, SearchOption[]>;

function Label({ children }: { children: ReactNode }) {
  return <div style={{ fontSize: 12, margin: '8px 0 4px' }}>{children}</div>;
}

/** The objects an edited tag is on (once loaded), then as the user changes them. */
function useChosen(tag: Tag | null) {
  const objects = useGetTaggedObjectsQuery({ tagIds: tag ? [tag.id] : [] }, { skip: !tag });
  const loaded = useMemo(() => {
    const next: Chosen = { dashboard: [], chart: [], query: [] };
    for (const o of objects.data ?? []) next[o.type as TaggableType]?.push({ value: o.id, label: o.name });
    return next;
  }, [objects.data]);
  const [edited, setEdited] = useState<Chosen | null>(null);
  const chosen = edited ?? loaded;
  const setChosen = (change: (c: Chosen) => Chosen) => setEdited((prev) => change(prev ?? loaded));
  return [chosen, setChosen] as const;
}

export function TagModal({ tag, onHide }: { tag: Tag | null; onHide: () => void }) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [name, setName] = useState(tag?.name ?? '');
  const [description, setDescription] = useState(tag?.description ?? '');
  const [chosen, setChosen] = useChosen(tag);
  const [create, created] = useCreateTagMutation();
  const [update, updated] = useUpdateTagMutation();

  const save = async () => {
    const body = {
      name: name.trim(),
      description,
      objects_to_tag: RESOURCES.flatMap((r) =>
        chosen[r.type].map((o): [string, number] => [r.type, o.value]),
      ),
    };
    try {
      if (tag) await update({ id: tag.id, body }).unwrap();
      else await create(body).unwrap();
      addSuccessToast(tag ? 'Tag updated' : 'Tag created');
      onHide();
    } catch (e) {
      if (!isUnauthorized(e))
        addDangerToast(errorText(e) || (tag ? 'Error Updating Tag' : 'Error Creating Tag'));
    }
  };

  return (
    <Modal
      open
      title={tag ? 'Edit Tag' : 'Create Tag'}
      onCancel={onHide}
      data-test="tag-modal"
      footer={[
        <Button key="cancel" onClick={onHide}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          data-test="tag-modal-save"
          disabled={!name.trim() || /[:,]/.test(name)}
          loading={created.isLoading || updated.isLoading}
          onClick={() => void save()}
        >
          Save
        </Button>,
      ]}
    >
      <Label>Tag name</Label>
      <Input
        data-test="tag-name"
        placeholder="Name of your tag"
        value={name}
        onChange={(e) => setName(e.target.value)}
        status={/[:,]/.test(name) ? 'error' : undefined}
      />
      <Label>Description</Label>
      <Input
        data-test="tag-description"
        placeholder="Add description of your tag"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Divider style={{ margin: '16px 0 8px' }} />
      {RESOURCES.map((r) => (
        <div key={r.type}>
          <Label>{r.label}</Label>
          <SearchSelect
            value={chosen[r.type]}
            onChange={(v) => setChosen((c) => ({ ...c, [r.type]: v }))}
            fetchOptions={searchResource(r.endpoint, r.column)}
            ariaLabel={r.aria}
            placeholder={r.aria}
            dataTest={`tag-objects-${r.type}`}
          />
        </div>
      ))}
    </Modal>
  );
}
