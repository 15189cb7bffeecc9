/** The line (or red outline, when forbidden) showing where a drop would land. */
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { DropChoice } from './dropTarget';

const THICKNESS = 4;

export function DropIndicator({ choice }: { choice: DropChoice }) {
  const { token } = theme.useToken();
  const { rect, position } = choice;
  const width = rect.right - rect.left;
  const height = rect.bottom - rect.top;
  const base: CSSProperties = {
    position: 'fixed',
    pointerEvents: 'none',
    zIndex: 2000,
    background: token.colorPrimary,
    borderRadius: THICKNESS / 2,
  };
  let style: CSSProperties;
  switch (position) {
    case 'top':
      style = { ...base, top: rect.top - THICKNESS, left: rect.left, width, height: THICKNESS };
      break;
    case 'bottom':
      style = { ...base, top: rect.bottom, left: rect.left, width, height: THICKNESS };
      break;
    case 'left':
      style = { ...base, top: rect.top, left: rect.left - THICKNESS, width: THICKNESS, height };
      break;
    case 'right':
      style = { ...base, top: rect.top, left: rect.right, width: THICKNESS, height };
      break;
    default:
      style = {
        ...base,
        background: 'transparent',
        top: rect.top,
        left: rect.left,
        width,
        height,
        border: `2px dashed ${token.colorError}`,
      };
  }
  return (
    <div data-test="drop-indicator" data-position={position} data-target={choice.targetId} style={style} />
  );
}
