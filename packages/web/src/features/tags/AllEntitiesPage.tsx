/**
 * /superset/all_entities/?id={tag id} (Superset's AllEntities page): the tag's name, description and
 * who created and changed it, an "Edit Tag" button, then the dashboards, charts and saved queries
 * carrying it (name, tags, owners, last modified), each as a table.
 */
import { Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/errors';
import {
  useGetTagPermissionsQuery,
  useGetTagQuery,
  useGetTaggedObjectsQuery,
  type TaggedObject,
} from '../../api/tags';
import { AvatarGroup } from '../../components/AvatarGroup';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { useTimeAgo } from '../../components/timeAgo/useTimeAgo';
import { TagModal } from './TagModal';
import { TagsList } from './TagsList';

const SECTIONS = [
  { type: 'dashboard', title: 'Dashboards' },
  { type: 'chart', title: 'Charts' },
  { type: 'query', title: 'Saved queries' },
] as const;

function Ago({ iso }: { iso: string }) {
  return <>{useTimeAgo(iso)}</>;
}

function EntitiesTable({ rows }: { rows: TaggedObject[] }) {
  return (
    <Table<TaggedObject>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_, o) => (
            <Link to={o.url} data-test="tagged-object-link">
              {o.name}
            </Link>
          ),
        },
        { title: 'Tags', key: 'tags', width: 280, render: (_, o) => <TagsList tags={o.tags} /> },
        { title: 'Owners', key: 'owners', width: 160, render: (_, o) => <AvatarGroup users={o.owners} /> },
        {
          title: 'Last modified',
          key: 'changed_on',
          width: 180,
          render: (_, o) => <Ago iso={o.changed_on} />,
        },
      ]}
    />
  );
}

function Entities({ tagId }: { tagId: number }) {
  const objects = useGetTaggedObjectsQuery({ tagIds: [tagId] });
  if (objects.isLoading) return <Loading />;
  if (objects.error) return <Typography.Text type="danger">{errorText(objects.error)}</Typography.Text>;
  const rows = objects.data ?? [];
  if (rows.length === 0)
    return (
      <EmptyState title="No entities have this tag currently assigned" image="dashboard" description={null} />
    );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {SECTIONS.map((s) => {
        const list = rows.filter((o) => o.type === s.type);
        return (
          list.length > 0 && (
            <div key={s.type} data-test={`entities-${s.type}`}>
              <Typography.Title level={5}>{s.title}</Typography.Title>
              <EntitiesTable rows={list} />
            </div>
          )
        );
      })}
    </Space>
  );
}

const byName = (u: { first_name: string; last_name: string } | null) =>
  u ? `${u.first_name} ${u.last_name}` : '';

export default function AllEntitiesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const tag = useGetTagQuery(id, { skip: !valid });
  const permissions = useGetTagPermissionsQuery();
  const [editing, setEditing] = useState(false);
  if (!valid || tag.error)
    return <EmptyState title="Tag not found" description={tag.error ? errorText(tag.error) : null} />;
  if (!tag.data) return <Loading />;
  const t = tag.data;
  return (
    <div data-test="all-entities">
      <Card
        title={<span data-test="all-entities-tag-name">{t.name}</span>}
        extra={
          permissions.data?.includes('can_write') && (
            <Button data-test="edit-tag-button" onClick={() => setEditing(true)}>
              Edit Tag
            </Button>
          )
        }
        style={{ marginBottom: 16 }}
      >
        <Space size="large" wrap>
          {t.description && <Typography.Text>{t.description}</Typography.Text>}
          <Typography.Text type="secondary">
            Created by {byName(t.created_by)} {t.created_on_delta_humanized}
          </Typography.Text>
          <Typography.Text type="secondary">
            Modified by {byName(t.changed_by)} {t.changed_on_delta_humanized}
          </Typography.Text>
        </Space>
      </Card>
      <Entities tagId={t.id} />
      {editing && <TagModal tag={t} onHide={() => setEditing(false)} />}
    </div>
  );
}
