/** One tab's workspace: the left panel, the editor with its toolbar, and the results below. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { theme } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useGetDatabaseQuery, type DatabaseDetail } from '../../api/databases';
import { errorText } from '../../api/errors';
import {
  DEFAULT_SQLLAB_CONF,
  useCreateSqlLabPermalinkMutation,
  useFormatSqlMutation,
} from '../../api/sqllab';
import { copyText } from '../../components/DataGrid';
import { useToasts } from '../../components/Toasts';
import { CreateAsControl } from './editor/CreateAsControl';
import { EditorToolbar } from './editor/EditorToolbar';
import { SqlEditor } from './editor/SqlEditor';
import { dialectFor } from './editor/completion';
import { useCompletionData } from './editor/useCompletionData';
import { useSqlValidation } from './editor/useSqlValidation';
import { LeftBar } from './leftbar/LeftBar';
import { EstimateCostModal } from './modals/EstimateCostModal';
import { SaveQueryModal } from './modals/SaveQueryModal';
import { TemplateParamsModal } from './modals/TemplateParamsModal';
import { SouthPane } from './results/SouthPane';
import { SplitPane } from './SplitPane';
import { isInProgress } from './state/queryRules';
import { useSqlLab } from './state/SqlLabContext';
import type { QueryEditor } from './state/types';

export const LEFT_BAR_WIDTH = 300;

type Modal = 'save' | 'estimate' | 'params' | null;

export function EditorPane({ editor }: { editor: QueryEditor }) {
  const { token } = theme.useToken();
  const { state, tabs, runner } = useSqlLab();
  const maxRow = state.conf?.SQL_MAX_ROW ?? DEFAULT_SQLLAB_CONF.SQL_MAX_ROW;
  const { addSuccessToast, addDangerToast } = useToasts();
  const [modal, setModal] = useState<Modal>(null);
  const dbQuery = useGetDatabaseQuery(editor.dbId ?? skipToken);
  const database: (DatabaseDetail & { allows_cost_estimate?: boolean }) | undefined = dbQuery.currentData;
  const panels = useMemo(
    () => state.tables.filter((t) => t.queryEditorId === editor.id),
    [state.tables, editor.id],
  );
  const { namespace, columnsByTable } = useCompletionData(editor, panels);
  const editorDialect = database?.engine_information?.editor_dialect;
  const dialect = useMemo(() => dialectFor(editorDialect), [editorDialect]);
  const [formatSql] = useFormatSqlMutation();
  const [createPermalink] = useCreateSqlLabPermalinkMutation();
  const validation = useSqlValidation(editor);

  const latest = editor.latestQueryId ? state.queries[editor.latestQueryId] : undefined;
  const running = isInProgress(latest);
  const runAsync = Boolean(database?.allow_run_async);
  const selected = editor.selectedText?.trim() ? editor.selectedText : null;

  const run = useCallback(() => {
    if (isInProgress(latest)) return;
    void runner.run(editor.id, { runAsync, ...(selected ? { sql: selected } : {}) });
  }, [runner, editor.id, runAsync, selected, latest]);
  const ctasSchema = database?.force_ctas_schema || null;
  const runAs = (method: 'TABLE' | 'VIEW', table: string) => {
    if (isInProgress(latest)) return;
    void runner.run(editor.id, {
      runAsync,
      ...(selected ? { sql: selected } : {}),
      ctas: { method, table, schema: ctasSchema },
    });
  };
  const format = useCallback(async () => {
    try {
      const sql = await formatSql({ sql: editor.sql, database_id: editor.dbId }).unwrap();
      tabs.update(editor.id, { sql });
    } catch (e) {
      addDangerToast(errorText(e));
    }
  }, [formatSql, editor.sql, editor.dbId, editor.id, tabs, addDangerToast]);
  const copyLink = async () => {
    try {
      const r = await createPermalink({
        autorun: false,
        dbId: editor.dbId,
        name: editor.name,
        catalog: editor.catalog,
        schema: editor.schema,
        sql: editor.sql,
        templateParams: editor.templateParams,
      }).unwrap();
      await copyText(r.url);
      addSuccessToast('Link Copied!');
    } catch {
      addDangerToast('Sorry, your browser does not support copying.');
    }
  };

  const north = (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div
        style={{
          flex: 1,
          minHeight: 0,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          overflow: 'hidden',
        }}
      >
        <SqlEditor
          value={editor.sql}
          height="100%"
          onChange={(sql) => tabs.update(editor.id, { sql })}
          onSelectionChange={(text, cursorPosition) => {
            if (text !== editor.selectedText) tabs.update(editor.id, { selectedText: text, cursorPosition });
          }}
          dialect={dialect}
          namespace={namespace}
          defaultSchema={editor.schema}
          getColumns={() => columnsByTable}
          onRun={run}
          onFormat={() => void format()}
          autoFocus
          validate={validation.validate}
          validationKey={validation.key}
        />
      </div>
      <EditorToolbar
        running={running}
        canRun={editor.dbId !== null && editor.sql.trim() !== ''}
        hasSelection={selected !== null}
        onRun={run}
        onStop={() => latest && void runner.stop(latest.id)}
        queryLimit={editor.queryLimit}
        maxRow={maxRow}
        onLimit={(queryLimit) => tabs.update(editor.id, { queryLimit })}
        onSave={() => setModal('save')}
        onFormat={() => void format()}
        {...(database?.allows_cost_estimate ? { onEstimate: () => setModal('estimate') } : {})}
        onTemplateParams={() => setModal('params')}
        hasTemplateParams={editor.templateParams.trim() !== '' && editor.templateParams.trim() !== '{}'}
        onCopyLink={() => void copyLink()}
        runMenu={
          <CreateAsControl
            allowCtas={Boolean(database?.allow_ctas)}
            allowCvas={Boolean(database?.allow_cvas)}
            schema={ctasSchema ?? editor.schema}
            disabled={running || editor.dbId === null || editor.sql.trim() === ''}
            onCreate={runAs}
          />
        }
      />
    </div>
  );

  return (
    <div data-test="sql-editor-pane" style={{ display: 'flex', height: '100%', minHeight: 0 }}>
      {!editor.hideLeftBar && (
        <div
          style={{
            width: LEFT_BAR_WIDTH,
            flex: `0 0 ${LEFT_BAR_WIDTH}px`,
            borderRight: `1px solid ${token.colorBorderSecondary}`,
            minHeight: 0,
          }}
        >
          <LeftBar editor={editor} database={database} />
        </div>
      )}
      <div
        style={{ flex: 1, minWidth: 0, padding: '12px 16px 8px', display: 'flex', flexDirection: 'column' }}
      >
        <SplitPane
          northPercent={editor.northPercent}
          onChange={(northPercent) =>
            tabs.update(editor.id, { northPercent, southPercent: 100 - northPercent })
          }
          north={north}
          south={<SouthPane editor={editor} runAsync={runAsync} />}
        />
      </div>
      {modal === 'save' && <SaveQueryModal editor={editor} open onClose={() => setModal(null)} />}
      {modal === 'estimate' && (
        <EstimateCostModal editor={editor} sql={selected ?? editor.sql} open onClose={() => setModal(null)} />
      )}
      {modal === 'params' && (
        <TemplateParamsModal
          open
          value={editor.templateParams}
          onSave={(templateParams) => tabs.update(editor.id, { templateParams })}
          onClose={() => setModal(null)}
        />
      )}
    </div>
  );
}
