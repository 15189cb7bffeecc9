/** What a tab's editor can do: run (all or the selection, or as CREATE TABLE/VIEW AS), stop, format, copy a link. */
import { useCallback } from 'react';
import type { DatabaseDetail } from '../../../api/databases';
import { errorText } from '../../../api/errors';
import { useCreateSqlLabPermalinkMutation, useFormatSqlMutation } from '../../../api/sqllab';
import { copyText } from '../../../components/DataGrid';
import { useToasts } from '../../../components/Toasts';
import { isInProgress } from '../state/queryRules';
import { useSqlLab } from '../state/SqlLabContext';
import type { QueryEditor } from '../state/types';

export type EditorDatabase = DatabaseDetail & { allows_cost_estimate?: boolean };

export function useEditorCommands(editor: QueryEditor, database: EditorDatabase | undefined) {
  const { state, tabs, runner } = useSqlLab();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [formatSql] = useFormatSqlMutation();
  const [createPermalink] = useCreateSqlLabPermalinkMutation();
  const latest = editor.latestQueryId ? state.queries[editor.latestQueryId] : undefined;
  const runAsync = Boolean(database?.allow_run_async);
  const selected = editor.selectedText?.trim() ? editor.selectedText : null;
  const ctasSchema = database?.force_ctas_schema || null;

  const run = useCallback(() => {
    if (isInProgress(latest)) return;
    void runner.run(editor.id, { runAsync, ...(selected ? { sql: selected } : {}) });
  }, [runner, editor.id, runAsync, selected, latest]);
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
  const stop = () => latest && void runner.stop(latest.id);
  return {
    latest,
    running: isInProgress(latest),
    runAsync,
    selected,
    ctasSchema,
    run,
    runAs,
    format,
    copyLink,
    stop,
  };
}
