/** /sqllab/: the SQL editor page (tabs, left panel, editor, results). */
import { theme } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useGetMyRolesQuery } from '../../api/auth';
import { Loading } from '../../components/Loading';
import { EditorPane } from './EditorPane';
import { mayUseSqlLab, SqlLabNoAccess } from './SqlLabAccess';
import { TabBar } from './TabBar';
import { activeEditorId } from './state/reducer';
import { SqlLabProvider, useSqlLab } from './state/SqlLabContext';
import { useRequestedQuery } from './useRequestedQuery';
import './sqllab.css';

const NAVBAR_HEIGHT = 64;

/** The page's frame: the window's height below the navbar, edge to edge. */
function Frame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
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
      {children}
    </div>
  );
}

function SqlLab() {
  const { state, ready, forbidden, tabs, runner, getState } = useSqlLab();
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

  if (forbidden) return <SqlLabNoAccess />;
  return (
    <Frame>
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
    </Frame>
  );
}

export default function SqlLabPage() {
  const roles = useGetMyRolesQuery();
  // Without SQL Lab in the user's roles, the page says why instead of opening an editor.
  if (roles.isLoading) return <Loading />;
  if (mayUseSqlLab(roles.data) === false) return <SqlLabNoAccess />;
  return (
    <SqlLabProvider>
      <SqlLab />
    </SqlLabProvider>
  );
}
