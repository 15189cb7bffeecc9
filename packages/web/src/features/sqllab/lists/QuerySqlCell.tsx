/**
 * Query history's SQL cell. List rows carry only a prefix of long SQL; the full text is fetched
 * (`GET /api/v1/query/{id}`) when the user opens the preview or opens the query in SQL Lab, and
 * reaches SQL Lab as router state (never in the URL, where megabytes would not fit).
 */
import { Button, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryApi, useGetQueryQuery, type QueryListItem } from '../../../api/queries';

/** Opens SQL Lab on the query's full SQL, database and schema. */
function useOpenInSqlLab(q: QueryListItem) {
  const navigate = useNavigate();
  const [fetchQuery, { isFetching }] = queryApi.useLazyGetQueryQuery();
  const open = async () => {
    const full = await fetchQuery(q.id, true).unwrap();
    void navigate('/sqllab/', {
      state: { requestedQuery: { dbid: q.database?.id ?? null, schema: q.schema, sql: full.sql } },
    });
  };
  return { open: () => void open(), opening: isFetching };
}

function SqlPreviewModal({ q, onClose }: { q: QueryListItem; onClose: () => void }) {
  const { data, isFetching, isError } = useGetQueryQuery(q.id);
  const sqlLab = useOpenInSqlLab(q);
  return (
    <Modal
      open
      title="Query preview"
      width={800}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="open"
          type="primary"
          loading={sqlLab.opening}
          onClick={sqlLab.open}
          data-test="open-in-sqllab"
        >
          Open in SQL Lab
        </Button>,
      ]}
      data-test="query-preview-modal"
    >
      {isFetching && !data ? (
        <Spin />
      ) : isError ? (
        <Typography.Text type="danger">The query could not be loaded.</Typography.Text>
      ) : (
        <pre
          data-test="query-preview-sql"
          style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {data?.sql}
        </pre>
      )}
    </Modal>
  );
}

export function QuerySqlCell({ q }: { q: QueryListItem }) {
  const [previewing, setPreviewing] = useState(false);
  const sqlLab = useOpenInSqlLab(q);
  return (
    <span style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0, maxWidth: 340 }}>
      <Typography.Text
        code
        ellipsis
        role="button"
        tabIndex={0}
        title="Show the full query"
        data-test="query-sql"
        style={{ flex: 1, minWidth: 0, maxWidth: 220, cursor: 'pointer' }}
        onClick={() => setPreviewing(true)}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setPreviewing(true)}
      >
        {q.sql}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        loading={sqlLab.opening}
        onClick={sqlLab.open}
        data-test="row-open-in-sqllab"
      >
        Open in SQL Lab
      </Button>
      {previewing && <SqlPreviewModal q={q} onClose={() => setPreviewing(false)} />}
    </span>
  );
}
