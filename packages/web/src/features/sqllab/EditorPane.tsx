/** One tab's workspace: the left panel, the editor with its toolbar, and the results below. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { theme } from 'antd';
import { useMemo, useState } from 'react';
import { useGetDatabaseQuery } from '../../api/databases';
import { DEFAULT_SQLLAB_CONF } from '../../api/sqllab';
import { CreateAsControl } from './editor/CreateAsControl';
import { EditorToolbar } from './editor/EditorToolbar';
import { SqlEditor } from './editor/SqlEditor';
import { dialectFor } from './editor/completion';
import { useCompletionData } from './editor/useCompletionData';
import { useEditorCommands, type EditorDatabase } from './editor/useEditorCommands';
import { useSqlValidation } from './editor/useSqlValidation';
import { LeftBar } from './leftbar/LeftBar';
import { EstimateCostModal } from './modals/EstimateCostModal';
import { SaveQueryModal } from './modals/SaveQueryModal';
import { TemplateParamsModal } from './modals/TemplateParamsModal';
import { SouthPane } from './results/SouthPane';
import { SplitPane } from './SplitPane';
import { useSqlLab } from './state/SqlLabContext';
import type { QueryEditor } from './state/types';

export const LEFT_BAR_WIDTH = 300;

type Modal = 'save' | 'estimate' | 'params' | null;

/** The editor with its toolbar. */
function EditorNorth({
  editor,
  database,
  onModal,
}: {
  editor: QueryEditor;
  database: EditorDatabase | undefined;
  onModal: (m: Modal) => void;
}) {
  const { token } = theme.useToken();
  const { state, tabs } = useSqlLab();
  const maxRow = state.conf?.SQL_MAX_ROW ?? DEFAULT_SQLLAB_CONF.SQL_MAX_ROW;
  const panels = useMemo(
    () => state.tables.filter((t) => t.queryEditorId === editor.id),
    [state.tables, editor.id],
  );
  const { namespace, columnsByTable } = useCompletionData(editor, panels);
  const editorDialect = database?.engine_information?.editor_dialect;
  const dialect = useMemo(() => dialectFor(editorDialect), [editorDialect]);
  const validation = useSqlValidation(editor);
  const commands = useEditorCommands(editor, database);
  const { running, selected, ctasSchema, run, runAs, format } = commands;

  return (
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
        onStop={commands.stop}
        queryLimit={editor.queryLimit}
        maxRow={maxRow}
        onLimit={(queryLimit) => tabs.update(editor.id, { queryLimit })}
        onSave={() => onModal('save')}
        onFormat={() => void format()}
        {...(database?.allows_cost_estimate ? { onEstimate: () => onModal('estimate') } : {})}
        onTemplateParams={() => onModal('params')}
        hasTemplateParams={editor.templateParams.trim() !== '' && editor.templateParams.trim() !== '{}'}
        onCopyLink={() => void commands.copyLink()}
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
}

export function EditorPane({ editor }: { editor: QueryEditor }) {
  const { token } = theme.useToken();
  const { tabs } = useSqlLab();
  const [modal, setModal] = useState<Modal>(null);
  const dbQuery = useGetDatabaseQuery(editor.dbId ?? skipToken);
  const database: EditorDatabase | undefined = dbQuery.currentData;
  const runAsync = Boolean(database?.allow_run_async);
  const selected = editor.selectedText?.trim() ? editor.selectedText : null;

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
          north={<EditorNorth editor={editor} database={database} onModal={setModal} />}
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
