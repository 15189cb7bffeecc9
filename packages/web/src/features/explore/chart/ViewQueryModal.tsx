/** "View query": the SQL each query of the chart runs (result_type "query"), with a copy button. */
import { CopyOutlined } from '@ant-design/icons';
import type { QueryContext } from '@meridian/core';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { fetchChartQuery } from '../../../api/chartData';
import { errorText } from '../../../api/errors';
import { copyText } from '../../../components/DataGrid/gridData';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useToasts } from '../../../components/Toasts';

export function ViewQueryModal({
  queryContext,
  onHide,
}: {
  queryContext: QueryContext | null;
  onHide: () => void;
}) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [queries, setQueries] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!queryContext) return undefined;
    let cancelled = false;
    fetchChartQuery(queryContext).then(
      (r) => !cancelled && setQueries(r.map((q) => q.query)),
      (e: unknown) => !cancelled && setError(errorText(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [queryContext]);
  const sql = (queries ?? []).join(';\n\n');
  return (
    <Modal open title="View query" width={800} onCancel={onHide} footer={null} destroyOnHidden>
      <div data-test="view-query-modal">
        {error ? (
          <ErrorPanel message={error} />
        ) : queries === null ? (
          <Spin />
        ) : (
          <>
            <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
              <Button
                size="small"
                icon={<CopyOutlined />}
                onClick={() =>
                  void copyText(sql).then(
                    () => addSuccessToast('Copied to clipboard!'),
                    () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
                  )
                }
              >
                Copy
              </Button>
            </div>
            <pre
              data-test="view-query-sql"
              style={{ maxHeight: 480, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}
            >
              {sql}
            </pre>
          </>
        )}
      </div>
    </Modal>
  );
}
