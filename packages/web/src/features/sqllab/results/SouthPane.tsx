/** The south pane: the latest query's Results, the Query history, and one tab per table preview. */
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { removeQueryFromTab } from '../../../api/sqllab';
import { useToasts } from '../../../components/Toasts';
import { REMOVE_QUERY_FAILED } from '../state/messages';
import { RESULTS_PANE } from '../state/reducer';
import { useSqlLab } from '../state/SqlLabContext';
import type { Query, QueryEditor } from '../state/types';
import { QueryHistory } from './QueryHistory';
import { ResultSet } from './ResultSet';
import { EmptyState } from '../../../components/EmptyState';

export const HISTORY_PANE = 'History';

/** The Query history tab of an editor: edit, re-run, open in a new tab, remove. */
function EditorHistory({
  editor,
  runAsync,
  queries,
}: {
  editor: QueryEditor;
  runAsync: boolean;
  queries: Query[];
}) {
  const { dispatch, tabs, runner, backend } = useSqlLab();
  const { addDangerToast } = useToasts();
  return (
    <QueryHistory
      queries={queries}
      onEdit={(q) => tabs.update(editor.id, { sql: q.sql })}
      onRerun={(q) => {
        tabs.update(editor.id, { sql: q.sql });
        void runner.run(editor.id, { sql: q.sql, runAsync });
      }}
      onOpenInNewTab={(q) =>
        void tabs
          .add({ sql: q.sql, dbId: q.dbId, catalog: q.catalog, schema: q.schema })
          .then((id) => runner.run(id, { runAsync }))
      }
      onRemove={(q) => {
        dispatch({ type: 'removeQuery', id: q.id });
        if (backend && editor.remoteId !== null)
          removeQueryFromTab(editor.remoteId, q.id).catch(() => addDangerToast(REMOVE_QUERY_FAILED));
      }}
    />
  );
}

export function SouthPane({ editor, runAsync }: { editor: QueryEditor; runAsync: boolean }) {
  const { state, dispatch, runner } = useSqlLab();
  const active = state.activeSouthPaneTab[editor.id] ?? RESULTS_PANE;
  const latest = editor.latestQueryId ? state.queries[editor.latestQueryId] : undefined;
  const history = useMemo(
    () => Object.values(state.queries).filter((q) => q.sqlEditorId === editor.id && !q.isDataPreview),
    [state.queries, editor.id],
  );
  const previews = state.tables.filter((t) => t.queryEditorId === editor.id && t.dataPreviewQueryId);

  const pane = (children: React.ReactNode) => (
    <div style={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</div>
  );
  const items = [
    {
      key: RESULTS_PANE,
      label: 'Results',
      closable: false,
      children: pane(
        latest ? (
          <ResultSet query={latest} onStop={() => void runner.stop(latest.id)} />
        ) : (
          <EmptyState size="small" title="Run a query to display results" description={null} />
        ),
      ),
    },
    {
      key: HISTORY_PANE,
      label: 'Query history',
      closable: false,
      children: pane(<EditorHistory editor={editor} runAsync={runAsync} queries={history} />),
    },
    ...previews.map((t) => {
      const q = state.queries[t.dataPreviewQueryId!];
      return {
        key: t.dataPreviewQueryId!,
        label: `Preview: \`${t.name}\``,
        closable: true,
        children: pane(
          q ? (
            <ResultSet query={q} allowCreateChart={false} onStop={() => void runner.stop(q.id)} />
          ) : (
            <EmptyState size="small" title="No Data" description={null} />
          ),
        ),
      };
    }),
  ];

  return (
    <Tabs
      data-test="south-pane"
      className="sqllab-south-pane"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={items.some((i) => i.key === active) ? active : RESULTS_PANE}
      onChange={(k) => dispatch({ type: 'setActiveSouthPaneTab', editorId: editor.id, tab: k })}
      onEdit={(key, action) => {
        if (action !== 'remove') return;
        const t = previews.find((p) => p.dataPreviewQueryId === key);
        if (!t) return;
        dispatch({ type: 'removeQuery', id: key as string });
        dispatch({ type: 'updateTable', id: t.id, patch: { dataPreviewQueryId: null } });
        dispatch({ type: 'setActiveSouthPaneTab', editorId: editor.id, tab: RESULTS_PANE });
      }}
      items={items}
      style={{ height: '100%' }}
    />
  );
}
