/** A north/south split with a draggable bar; the north share (percent) is kept by the caller. */
import { theme } from 'antd';
import { useRef, type ReactNode } from 'react';

export const MIN_PANE_PERCENT = 15;

/** The north share after a drag, kept between MIN_PANE_PERCENT and 100 - MIN_PANE_PERCENT. */
export function splitPercent(offsetY: number, height: number): number {
  if (height <= 0) return 50;
  const p = (offsetY / height) * 100;
  return Math.round(Math.min(100 - MIN_PANE_PERCENT, Math.max(MIN_PANE_PERCENT, p)) * 10) / 10;
}

export function SplitPane({
  northPercent,
  onChange,
  north,
  south,
}: {
  northPercent: number;
  onChange: (northPercent: number) => void;
  north: ReactNode;
  south: ReactNode;
}) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const startDrag = (e: React.PointerEvent) => {
    e.preventDefault();
    const el = box.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    const move = (ev: PointerEvent) => onChange(splitPercent(ev.clientY - rect.top, rect.height));
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return (
    <div ref={box} style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div
        style={{
          flex: `0 0 calc(${northPercent}% - 4px)`,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {north}
      </div>
      <div
        role="separator"
        aria-orientation="horizontal"
        data-test="split-gutter"
        onPointerDown={startDrag}
        style={{
          flex: '0 0 8px',
          cursor: 'row-resize',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <div style={{ width: 40, height: 3, borderRadius: 2, background: token.colorBorder }} />
      </div>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{south}</div>
    </div>
  );
}
