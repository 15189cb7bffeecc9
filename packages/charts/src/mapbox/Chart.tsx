/**
 * The MapBox chart: points clustered by zoom over a vector basemap (no token, tiles or network
 * needed). Drag to pan, wheel or double-click to zoom, or the +/− buttons; clusters split as the
 * map zooms in. The view starts at the saved viewport, else fits the points.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { loadBasemap, paletteOf, type Basemap } from './basemap.js';
import { createClusterIndex, markersAt } from './clusters.js';
import { paintBasemap, paintMarks, prepareCanvas } from './paint.js';
import { buildScene } from './scene.js';
import type { MapboxChartProps } from './transformProps.js';
import { useMapView } from './useMapView.js';
import { fitBounds, viewOf, type View } from './viewport.js';

const WORLD_VIEW = { longitude: 0, latitude: 20, zoom: 1 };
const COLOR_ERROR = "Color field must be of form 'rgb(%d, %d, %d)'";

const layer: CSSProperties = { position: 'absolute', left: 0, top: 0 };
const button: CSSProperties = {
  width: 26,
  height: 26,
  border: '1px solid #d9d9d9',
  background: '#ffffff',
  borderRadius: 4,
  cursor: 'pointer',
  fontSize: 16,
  lineHeight: '22px',
  padding: 0,
  color: 'rgba(0, 0, 0, 0.65)',
};

function startView(props: MapboxChartProps): View {
  const { width, height } = props;
  if (props.viewport) return viewOf(props.viewport, width, height);
  if (props.bounds) return fitBounds(props.bounds, width, height);
  return viewOf(WORLD_VIEW, width, height);
}

function ZoomButtons({ zoomBy }: { zoomBy: (delta: number) => void }) {
  return (
    <div style={{ position: 'absolute', right: 8, top: 8, display: 'flex', flexDirection: 'column', gap: 4 }}>
      <button type="button" style={button} aria-label="Zoom in" onClick={() => zoomBy(1)}>
        +
      </button>
      <button type="button" style={button} aria-label="Zoom out" onClick={() => zoomBy(-1)}>
        −
      </button>
    </div>
  );
}

export default function MapboxChart(props: MapboxChartProps) {
  const { width, height, rgb } = props;
  const baseRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const basis = JSON.stringify([props.bounds, props.viewport, width, height]);
  const { view, dragging, handlers, zoomBy } = useMapView(() => startView(props), basis, boxRef);

  const index = useMemo(
    () => createClusterIndex(props.points, props.clusteringRadius),
    [props.points, props.clusteringRadius],
  );
  const level = Math.round(view.zoom);
  const markers = useMemo(() => markersAt(index, level), [index, level]);
  const marks = useMemo(() => buildScene(markers, view, props), [markers, view, props]);
  const hideMarks = dragging && !props.renderWhileDragging;
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    let live = true;
    void loadBasemap().then((map) => live && setBasemap(map));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const ctx = baseRef.current && prepareCanvas(baseRef.current, width, height);
    if (ctx) paintBasemap(ctx, view, basemap, paletteOf(props.mapStyle));
  }, [view, width, height, props.mapStyle, basemap]);
  useEffect(() => {
    const ctx = overlayRef.current && prepareCanvas(overlayRef.current, width, height);
    if (ctx && rgb && !hideMarks) paintMarks(ctx, marks, rgb, props.globalOpacity);
  }, [marks, rgb, hideMarks, props.globalOpacity, width, height]);

  if (!rgb)
    return (
      <div style={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {COLOR_ERROR}
      </div>
    );
  return (
    <div
      ref={boxRef}
      data-test="mapbox-chart"
      data-zoom={view.zoom.toFixed(2)}
      data-basemap={basemap ? 'ready' : 'loading'}
      data-markers={markers.length}
      data-marks={marks.length}
      data-clusters={marks.filter((m) => m.cluster).length}
      style={{
        position: 'relative',
        width,
        height,
        overflow: 'hidden',
        cursor: dragging ? 'grabbing' : 'grab',
      }}
      {...handlers}
    >
      <canvas ref={baseRef} style={{ ...layer, width, height }} />
      <canvas ref={overlayRef} style={{ ...layer, width, height }} />
      <ZoomButtons zoomBy={zoomBy} />
    </div>
  );
}
