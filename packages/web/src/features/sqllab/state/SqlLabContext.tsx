/** The SQL Lab page's store: state, dispatch and the actions of tabs, tables and queries. */
import { createContext, useContext, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { initialSqlLabState, sqlLabReducer, type SqlLabAction } from './reducer';
import type { SqlLabState } from './types';
import { useQueryRunner, type QueryRunner } from './useQueryRunner';
import { useTabActions, type TabActions } from './useTabActions';
import { useTabPersistence } from './useTabPersistence';

export interface SqlLabContextValue {
  state: SqlLabState;
  dispatch: (a: SqlLabAction) => void;
  /** The latest state, for async callbacks. */
  getState: () => SqlLabState;
  /** False until the tabs are restored. */
  ready: boolean;
  /** The server refused SQL Lab to this user (403 on the bootstrap). */
  forbidden: boolean;
  /** Tabs are kept on the server (`/tabstateview/`); false: browser storage only. */
  backend: boolean;
  tabs: TabActions;
  runner: QueryRunner;
}

const Ctx = createContext<SqlLabContextValue | null>(null);

export function useSqlLab(): SqlLabContextValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useSqlLab outside SqlLabProvider');
  return v;
}

export function SqlLabProvider({ children }: { children: ReactNode }) {
  const [state, rawDispatch] = useReducer(sqlLabReducer, initialSqlLabState);
  const ref = useRef(state);
  // Keep the ref current between a dispatch and the next render, so chained async steps see it.
  const dispatch = useMemo(
    () => (a: SqlLabAction) => {
      ref.current = sqlLabReducer(ref.current, a);
      rawDispatch(a);
    },
    [],
  );
  const getState = useMemo(() => () => ref.current, []);
  const { ready, backend, forbidden } = useTabPersistence(state, dispatch, getState);
  const tabs = useTabActions(dispatch, getState, backend);
  const runner = useQueryRunner(dispatch, getState);
  const value = useMemo(
    () => ({ state, dispatch, getState, ready, forbidden, backend, tabs, runner }),
    [state, dispatch, getState, ready, forbidden, backend, tabs, runner],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
