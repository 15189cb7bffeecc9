/**
 * Resize handles (right edge, bottom edge, corner). While dragging, an outline shows the size it
 * snaps to (whole columns, whole grid units); on release core's resizeComponent applies it (and may
 * refuse with the not-enough-space warning).
 */
import type { LayoutComponent } from '@meridian/core';
import { theme } from 'antd';
import { useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { columnsForWidth, heightPx, unitsForHeight, useColumnWidth, widthPx } from '../grid/gridSizing';
import { useLayoutActions } from './useLayoutActions';

export type Resizable = 'width' | 'height' | 'both';

interface Preview {
  columns: number;
  units: number;
}

export function ResizeHandles({ item, resizable }: { item: LayoutComponent; resizable: Resizable }) {
  const columnWidth = useColumnWidth();
  const { resize } = useLayoutActions();
  const [preview, setPreview] = useState<Preview | null>(null);
  const startColumns = item.meta.width ?? 1;
  const startUnits = item.meta.height ?? 50;

  const start = (e: ReactPointerEvent, axis: Resizable) => {
    e.preventDefault();
    e.stopPropagation();
    const x0 = e.clientX;
    const y0 = e.clientY;
    const w0 = widthPx(startColumns, columnWidth);
    const h0 = heightPx(startUnits);
    let last: Preview = { columns: startColumns, units: startUnits };
    const move = (ev: PointerEvent) => {
      last = {
        columns: axis === 'height' ? startColumns : columnsForWidth(w0 + ev.clientX - x0, columnWidth),
        units: axis === 'width' ? startUnits : unitsForHeight(h0 + ev.clientY - y0),
      };
      setPreview(last);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setPreview(null);
      const size = {
        ...(last.columns !== startColumns && { width: last.columns }),
        ...(last.units !== startUnits && item.type !== 'COLUMN' && { height: last.units }),
      };
      if (Object.keys(size).length) resize(item.id, size);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const handle = (axis: Resizable, style: CSSProperties, test: string) => (
    <div
      data-test={test}
      data-image-exclude="true"
      className="dashboard-resize-handle"
      onPointerDown={(e) => start(e, axis)}
      style={{ position: 'absolute', zIndex: 3, ...style }}
    />
  );
  const w = resizable !== 'height';
  const h = resizable !== 'width';
  return (
    <>
      {w && handle('width', { top: 0, bottom: 8, right: -6, width: 10, cursor: 'ew-resize' }, 'resize-width')}
      {h &&
        handle('height', { left: 0, right: 8, bottom: -6, height: 10, cursor: 'ns-resize' }, 'resize-height')}
      {w &&
        h &&
        handle(
          'both',
          { right: -6, bottom: -6, width: 14, height: 14, cursor: 'nwse-resize' },
          'resize-corner',
        )}
      {preview && <ResizePreview preview={preview} columnWidth={columnWidth} w={w} h={h} />}
    </>
  );
}

interface ResizePreviewProps {
  preview: Preview;
  columnWidth: number;
  /** Resized in width, in height. */
  w: boolean;
  h: boolean;
}

/** The outline of the size the drag snaps to, with that size written in its corner. */
function ResizePreview({ preview, columnWidth, w, h }: ResizePreviewProps) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="resize-preview"
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: w ? widthPx(preview.columns, columnWidth) : '100%',
        height: h ? heightPx(preview.units) : '100%',
        border: `2px dashed ${token.colorPrimary}`,
        borderRadius: token.borderRadiusLG,
        pointerEvents: 'none',
        zIndex: 4,
      }}
    >
      <span
        style={{
          position: 'absolute',
          right: 4,
          bottom: 4,
          fontSize: token.fontSizeSM,
          background: token.colorPrimary,
          color: token.colorWhite,
          padding: '0 6px',
          borderRadius: token.borderRadiusSM,
        }}
      >
        {w ? `${preview.columns} col` : ''}
        {w && h ? ' × ' : ''}
        {h ? `${preview.units * 8} px` : ''}
      </span>
    </div>
  );
}
