/**
 * Page styles that inline styles cannot express: hover toolbars and outlines of components while
 * editing, resize handles, markdown typography. Then the dashboard's own CSS, which may override them.
 */
import { theme } from 'antd';

export function DashboardStyles({ css }: { css: string }) {
  const { token } = theme.useToken();
  const rules = `
.dashboard-markdown-body > :first-child { margin-top: 0; }
.dashboard-markdown-body img { max-width: 100%; }
.dashboard-markdown-body h1, .dashboard-markdown-body h2, .dashboard-markdown-body h3 { margin: 0.4em 0; }
.dashboard-component { outline: 1px dashed transparent; outline-offset: 2px; border-radius: ${token.borderRadiusLG}px; }
.dashboard-component:hover { outline-color: ${token.colorBorder}; }
.dashboard-component--chart, .dashboard-component--markdown, .dashboard-component--header,
.dashboard-component--divider { cursor: grab; }
.dashboard-component-toolbar {
  position: absolute; top: -14px; right: 8px; z-index: 6; display: none; align-items: center; gap: 2px;
  padding: 0 2px; background: ${token.colorBgElevated}; border-radius: ${token.borderRadius}px;
  box-shadow: ${token.boxShadowTertiary}; cursor: default;
}
.dashboard-component:hover > .dashboard-component-toolbar,
.dashboard-component:focus-within > .dashboard-component-toolbar,
.dashboard-component--active > .dashboard-component-toolbar { display: flex; }
.dashboard-component--row > .dashboard-component-toolbar,
.dashboard-component--tabs > .dashboard-component-toolbar { left: -30px; right: auto; top: 0; flex-direction: column; }
.dashboard-component--column > .dashboard-component-toolbar { top: -14px; left: 8px; right: auto; }
.dashboard-drag-handle { display: inline-flex; padding: 4px; cursor: grab; color: ${token.colorTextSecondary}; }
.dashboard-resize-handle { border-radius: 4px; }
.dashboard-resize-handle:hover { background: ${token.colorPrimaryBg}; }
.dashboard-grid--editing { padding-left: 30px; }
`;
  return (
    <>
      <style>{rules}</style>
      {css && <style data-test="dashboard-css">{css}</style>}
    </>
  );
}
