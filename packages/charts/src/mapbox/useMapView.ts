/**
 * The map's view and the gestures that move it: drag to pan, wheel (about the cursor) and
 * double-click to zoom, zoom buttons. The view starts again from `start` when `basis` (the data's
 * bounds, the saved viewport, the size) changes.
 */
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, zoomAbout, type View } from './viewport.js';

export function useMapView(start: () => View, basis: string, box: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState(() => ({ basis, view: start() }));
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);
  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  let view = state.view;
  if (state.basis !== basis) {
    view = start();
    setState({ basis, view });
  }
  const move = (change: (v: View) => View) => setState((s) => ({ ...s, view: change(s.view) }));

  // A native listener: React's wheel listener is passive and cannot keep the page from scrolling.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const at: [number, number] = [event.clientX - rect.left, event.clientY - rect.top];
      setState((s) => ({ ...s, view: zoomAbout(s.view, -event.deltaY / 300, at) }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [box]);

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (e.button !== 0 || (e.target as HTMLElement).tagName === 'BUTTON') return;
      drag.current = { x: e.clientX, y: e.clientY };
      e.currentTarget.setPointerCapture(e.pointerId);
      setDragging(true);
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      const from = drag.current;
      if (!from) return;
      drag.current = { x: e.clientX, y: e.clientY };
      move((v) => panBy(v, e.clientX - from.x, e.clientY - from.y));
    },
    onPointerUp: () => {
      drag.current = null;
      setDragging(false);
    },
    onDoubleClick: (e: MouseEvent<HTMLDivElement>) => {
      const rect = e.currentTarget.getBoundingClientRect();
      move((v) => zoomAbout(v, 1, [e.clientX - rect.left, e.clientY - rect.top]));
    },
  };
  /** Zoom by whole levels about the centre (the +/− buttons). */
  const zoomBy = (delta: number) => move((v) => zoomAbout(v, delta, [v.width / 2, v.height / 2]));
  return { view, dragging, handlers, zoomBy };
}
