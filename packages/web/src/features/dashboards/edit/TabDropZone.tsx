/** The content area of a TAB: a drop area while editing, with a hint when the tab is empty. */
import type { LayoutComponent } from '@meridian/core';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useDashboardSelector } from '../state/store';

export function TabDropZone({ tab, children }: { tab: LayoutComponent; children: ReactNode }) {
  const { token } = theme.useToken();
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  if (!editMode) return children;
  return (
    <div
      data-drop-id={tab.id}
      data-test="tab-drop-zone"
      style={{ minHeight: 80, paddingBottom: token.padding }}
    >
      {tab.children.length === 0 && (
        <div
          style={{
            padding: token.paddingLG,
            textAlign: 'center',
            color: token.colorTextSecondary,
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          Drag and drop components to this tab
        </div>
      )}
      {children}
    </div>
  );
}
