/** /sqllab/: the SQL editor page (tabs, left panel, editor, results). */
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { Loading } from '../../components/Loading';
import { EditorPane } from './EditorPane';
import { TabBar } from './TabBar';
import { activeEditorId } from './state/reducer';
import { SqlLabProvider, useSqlLab } from './state/SqlLabContext';
import { useRequestedQuery } from './useRequestedQuery';
import './sqllab.css';

const NAVBAR_HEIGHT = 64;

function SqlLab() {
  const { token } = theme.useToken();
  const { state, ready, tabs, runner, getState } = useSqlLab();
  useRequestedQuery();
  const id = activeEditorId(state);
  const editor = state.queryEditors.find((e) => e.id === id);

  // Ctrl+] and Ctrl+[ cycle through the tabs, wherever the focus is.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      if (e.key === ']') tabs.cycle(1);
      else if (e.key === '[') tabs.cycle(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tabs]);

  // A tab opened with autorun runs once (links from charts, permalinks).
  const autoran = useRef(new Set<string>());
  useEffect(() => {
    if (!editor?.autorun || editor.dbId === null || autoran.current.has(editor.id)) return;
    autoran.current.add(editor.id);
    tabs.update(editor.id, { autorun: false });
    void runner.run(editor.id);
  }, [editor?.autorun, editor?.id, editor?.dbId, tabs, runner, getState]);

  return (
    <div
      data-test="sqllab-page"
      style={{
        height: `calc(100vh - ${NAVBAR_HEIGHT}px)`,
        margin: -token.paddingLG,
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgContainer,
      }}
    >
      {!ready ? (
        <Loading />
      ) : (
        <>
          <TabBar />
          <div style={{ flex: 1, minHeight: 0 }}>
            {editor?.loaded ? <EditorPane key={editor.id} editor={editor} /> : <Loading />}
          </div>
        </>
      )}
    </div>
  );
}

export default function SqlLabPage() {
  return (
    <SqlLabProvider>
      <SqlLab />
    </SqlLabProvider>
  );
}
