/** The editor tabs: add, rename (double-click or menu), close, close others, duplicate, show/hide the left panel. */
import { MoreOutlined } from '@ant-design/icons';
import { Dropdown, Input, Tabs } from 'antd';
import { useState } from 'react';
import { QueryStatusTag } from './results/QueryStatus';
import { isInProgress } from './state/queryRules';
import { activeEditorId } from './state/reducer';
import { useSqlLab } from './state/SqlLabContext';
import type { QueryEditor } from './state/types';

function TabTitle({ editor, onRename }: { editor: QueryEditor; onRename: (name: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(editor.name);
  if (editing)
    return (
      <Input
        size="small"
        autoFocus
        data-test="tab-rename-input"
        value={text}
        style={{ width: 160 }}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') setEditing(false);
        }}
        onPressEnter={() => {
          onRename(text);
          setEditing(false);
        }}
        onBlur={() => {
          onRename(text);
          setEditing(false);
        }}
      />
    );
  return (
    <span
      data-test="tab-name"
      onDoubleClick={() => {
        setText(editor.name);
        setEditing(true);
      }}
    >
      {editor.name}
    </span>
  );
}

/** The tab's "…" menu: rename, close, close others, duplicate, hide or expand the tool bar. */
function TabMenu({ editor: e, onRename }: { editor: QueryEditor; onRename: () => void }) {
  const { state, tabs } = useSqlLab();
  const single = state.queryEditors.length < 2;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'rename', label: 'Rename tab' },
          { key: 'close', label: 'Close tab', disabled: single },
          { key: 'others', label: 'Close all other tabs', disabled: single },
          { key: 'duplicate', label: 'Duplicate tab' },
          { key: 'leftbar', label: e.hideLeftBar ? 'Expand tool bar' : 'Hide tool bar' },
        ],
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          if (key === 'rename') onRename();
          else if (key === 'close') tabs.close(e.id);
          else if (key === 'others') tabs.closeOthers(e.id);
          else if (key === 'duplicate') void tabs.duplicate(e.id);
          else if (key === 'leftbar') tabs.update(e.id, { hideLeftBar: !e.hideLeftBar });
        },
      }}
    >
      <MoreOutlined
        data-test="tab-menu"
        aria-label="Tab actions"
        onClick={(ev) => ev.stopPropagation()}
        style={{ marginInlineStart: 2 }}
      />
    </Dropdown>
  );
}

export function TabBar() {
  const { state, tabs } = useSqlLab();
  const activeId = activeEditorId(state);
  const [renaming, setRenaming] = useState<string | null>(null);

  return (
    <Tabs
      data-test="sql-editor-tabs"
      className="sqllab-tabs"
      type="editable-card"
      size="small"
      activeKey={activeId}
      onChange={(id) => tabs.activate(id)}
      onEdit={(key, action) => {
        if (action === 'add') void tabs.add();
        else if (typeof key === 'string') tabs.close(key);
      }}
      addIcon={
        <span data-test="add-tab" aria-label="Add tab">
          +
        </span>
      }
      items={state.queryEditors.map((e) => {
        const latest = e.latestQueryId ? state.queries[e.latestQueryId] : undefined;
        return {
          key: e.id,
          closable: state.queryEditors.length > 1,
          label: (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }} data-test="sql-editor-tab">
              {latest && isInProgress(latest) && <QueryStatusTag state={latest.state} />}
              {renaming === e.id ? (
                <Input
                  size="small"
                  autoFocus
                  defaultValue={e.name}
                  data-test="tab-rename-input"
                  style={{ width: 160 }}
                  onKeyDown={(ev) => ev.stopPropagation()}
                  onPressEnter={(ev) => {
                    tabs.rename(e.id, ev.currentTarget.value);
                    setRenaming(null);
                  }}
                  onBlur={(ev) => {
                    tabs.rename(e.id, ev.currentTarget.value);
                    setRenaming(null);
                  }}
                />
              ) : (
                <TabTitle editor={e} onRename={(name) => tabs.rename(e.id, name)} />
              )}
              <TabMenu editor={e} onRename={() => setRenaming(e.id)} />
            </span>
          ),
        };
      })}
    />
  );
}
