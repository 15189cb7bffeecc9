/** "Estimate cost": the engine's plan cost of the tab's SQL, as a small table. */
import { Alert, Modal, Spin, Table } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../../api/errors';
import { useEstimateQueryCostMutation } from '../../../api/sqllab';
import { RESULTS_FAILED } from '../state/messages';
import type { QueryEditor } from '../state/types';

function parseParams(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text || '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function EstimateCostModal({
  editor,
  sql,
  open,
  onClose,
}: {
  editor: QueryEditor;
  sql: string;
  open: boolean;
  onClose: () => void;
}) {
  const [estimate, state] = useEstimateQueryCostMutation();
  useEffect(() => {
    if (!open || editor.dbId === null) return;
    void estimate({
      database_id: editor.dbId,
      catalog: editor.catalog,
      schema: editor.schema,
      sql,
      template_params: parseParams(editor.templateParams),
    });
  }, [open, editor.dbId, editor.catalog, editor.schema, editor.templateParams, sql, estimate]);
  const rows = state.data ?? [];
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <Modal
      open={open}
      title="Query cost estimate"
      onCancel={onClose}
      footer={null}
      width={640}
      data-test="estimate-modal"
    >
      {state.isLoading && <Spin />}
      {state.isError && <Alert type="error" showIcon title={errorText(state.error) || RESULTS_FAILED} />}
      {state.isSuccess && (
        <Table
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={rows}
          columns={columns.map((c) => ({
            title: c,
            dataIndex: c,
            render: (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? '')),
          }))}
        />
      )}
    </Modal>
  );
}
