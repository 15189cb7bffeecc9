import { Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { UNTITLED_DASHBOARD } from '../list/dashboardLinks';

export interface DashboardTitleProps {
  title: string | null | undefined;
  editable: boolean;
  /** Called with a changed, non-empty title on Enter or blur. */
  onChange: (title: string) => void;
}

/** The dashboard title: text normally, an input in edit mode (empty input keeps the old title). */
export function DashboardTitle({ title, editable, onChange }: DashboardTitleProps) {
  const { token } = theme.useToken();
  const current = title ?? '';
  // null while not typing: the input shows the current title, so outside changes show at once.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? current;
  const cancelled = useRef(false);

  const style = {
    margin: 0,
    fontSize: token.fontSizeHeading4,
    fontWeight: token.fontWeightStrong,
    lineHeight: token.lineHeightHeading4,
    color: token.colorTextHeading,
  };

  if (!editable) {
    return (
      <Typography.Title
        level={4}
        data-test="dashboard-title"
        title={current || UNTITLED_DASHBOARD}
        style={style}
        ellipsis
      >
        {current || UNTITLED_DASHBOARD}
      </Typography.Title>
    );
  }

  const commit = () => {
    const next = (draft ?? '').trim();
    if (!cancelled.current && next && next !== current) onChange(next);
    cancelled.current = false;
    setDraft(null);
  };

  return (
    <input
      data-test="editable-title-input"
      aria-label="Dashboard title"
      placeholder="Add the name of the dashboard"
      value={shown}
      size={Math.max(12, Math.min(60, shown.length + 1))}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          cancelled.current = true; // the blur that follows keeps the old title
          e.currentTarget.blur();
        }
      }}
      style={{
        ...style,
        fontFamily: 'inherit',
        padding: `0 ${token.paddingXXS}px`,
        border: 0,
        borderBottom: `1px dashed ${token.colorBorder}`,
        background: 'transparent',
        outline: 'none',
        minWidth: 0,
      }}
    />
  );
}
