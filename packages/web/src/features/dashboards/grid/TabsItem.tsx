/**
 * A TABS component and its TABs. The selected tab of each tab set is kept in activeTabs; only the
 * selected tab's content is mounted at first, so charts in other tabs load when their tab opens.
 * While editing, tabs can be added, renamed (a click on the selected tab's title, or a double click),
 * reordered by dragging and removed.
 */
import { ROOT_ID } from '@meridian/core';
import { Modal, Tabs, theme } from 'antd';
import { ComponentFrame } from '../edit/ComponentFrame';
import { DraggableTabLabel } from '../edit/DraggableTabLabel';
import { EditableTitle } from '../edit/EditableTitle';
import { TabDropZone } from '../edit/TabDropZone';
import { useLayoutActions } from '../edit/useLayoutActions';
import { dashboardStateActions } from '../state/dashboardState';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { useUiConfig } from '../uiConfigContext';
import { LayoutChildren, type ItemProps } from './LayoutItem';
import { GUTTER } from './gridSizing';

export function TabsItem({ item, parentId }: ItemProps) {
  const { token } = theme.useToken();
  const dispatch = useDashboardDispatch();
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const activeTabs = useDashboardSelector((s) => s.dashboardState.activeTabs);
  const tabs = useDashboardSelector((s) => item.children.map((id) => s.dashboardLayout.present[id]));
  const actions = useLayoutActions();
  const ui = useUiConfig();
  const topLevel = parentId === ROOT_ID;
  const activeKey = item.children.find((id) => activeTabs.includes(id)) ?? item.children[0];

  const select = (tabId: string) =>
    dispatch(dashboardStateActions.setActiveTab({ tabId, prevTabId: activeKey }));

  const removeTab = (tabId: string) =>
    Modal.confirm({
      title: 'Delete dashboard tab?',
      content: 'Deleting a tab will remove all content within it.',
      okText: 'Delete',
      okButtonProps: { danger: true, 'data-test': 'confirm-delete-tab' },
      onOk: () => void actions.removeTab(tabId),
    });

  const tabBar = !(topLevel && ui.hideTab);
  return (
    <ComponentFrame
      item={item}
      style={{ width: '100%' }}
      draggable={!topLevel}
      onDelete={topLevel ? () => void actions.deleteTopLevelTabs() : undefined}
    >
      <div data-test={topLevel ? 'top-level-tabs' : 'dashboard-tabs'} data-tabs-id={item.id}>
        <Tabs
          type={editMode ? 'editable-card' : 'line'}
          activeKey={activeKey}
          onChange={select}
          renderTabBar={tabBar ? undefined : () => <></>}
          tabBarStyle={{ marginBottom: token.margin }}
          onEdit={(key, action) => {
            if (action === 'add') actions.addTab(item.id);
            else if (typeof key === 'string') removeTab(key);
          }}
          items={tabs.map((tab, i) => {
            const id = item.children[i]!;
            return {
              key: id,
              closable: editMode,
              label: tab ? (
                <DraggableTabLabel tab={tab}>
                  <EditableTitle
                    data-test="dashboard-tab-title"
                    title={tab.meta.text ?? ''}
                    placeholder={tab.meta.defaultText ?? 'Tab title'}
                    canEdit={editMode}
                    editOnClick={id === activeKey}
                    onSave={(text) => actions.updateMeta(id, { text })}
                  />
                </DraggableTabLabel>
              ) : null,
              children: tab ? (
                <TabDropZone tab={tab}>
                  <div
                    data-test="dashboard-tab-content"
                    data-tab-id={id}
                    style={{ display: 'flex', flexDirection: 'column', gap: GUTTER }}
                  >
                    <LayoutChildren item={tab} />
                  </div>
                </TabDropZone>
              ) : null,
            };
          })}
        />
      </div>
    </ComponentFrame>
  );
}
