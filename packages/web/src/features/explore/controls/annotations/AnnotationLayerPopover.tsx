/**
 * The popover of one annotation layer (Superset's AnnotationLayer): name, hide layer, type, source,
 * the layer / chart / formula, a chart source's columns, and the display: style, opacity, colour,
 * width, show label, markers and hide line. OK applies it; Remove deletes an existing layer.
 */
import { Button, Checkbox, ColorPicker, Divider, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useGetChartsQuery } from '../../../../api/charts';
import { useGetAnnotationLayersQuery } from '../../../annotations/annotationApi';
import {
  ANNOTATION_TYPES,
  OPACITIES,
  STYLES,
  layerErrors,
  sourceChoices,
  withType,
  type AnnotationLayerValue,
} from './layerForm';

const LINE_CHARTS = new Set([
  'echarts_timeseries',
  'echarts_timeseries_line',
  'echarts_timeseries_smooth',
  'echarts_area',
  'line',
]);
const label = (text: string) => <Typography.Text strong>{text}</Typography.Text>;
const options = (pairs: [string, string][]) => pairs.map(([value, l]) => ({ value, label: l }));

/** The value picker of the layer's source: a native layer, a chart, or a formula. */
function ValuePicker({
  layer,
  set,
}: {
  layer: AnnotationLayerValue;
  set: (p: Partial<AnnotationLayerValue>) => void;
}) {
  const native = layer.sourceType === 'NATIVE';
  const layers = useGetAnnotationLayersQuery({ page_size: 100 }, { skip: !native });
  const charts = useGetChartsQuery(
    { page_size: 100 },
    { skip: native || layer.annotationType === 'FORMULA' },
  );
  if (layer.annotationType === 'FORMULA')
    return (
      <Input
        aria-label="Formula"
        data-test="annotation-formula"
        placeholder="y = x*2 + 1 (x: time in ms)"
        value={typeof layer.value === 'string' ? layer.value : ''}
        onChange={(e) => set({ value: e.target.value })}
      />
    );
  const choices = native
    ? (layers.data?.result ?? []).map((l) => ({ value: l.id, label: l.name }))
    : (charts.data?.result ?? [])
        .filter((c) =>
          layer.sourceType === 'table' ? c.viz_type === 'table' : LINE_CHARTS.has(c.viz_type ?? ''),
        )
        .map((c) => ({ value: c.id, label: c.slice_name }));
  return (
    <Select
      aria-label={native ? 'Annotation layer' : 'Chart'}
      data-test="annotation-value"
      style={{ width: '100%' }}
      showSearch={{ optionFilterProp: 'label' }}
      loading={layers.isFetching || charts.isFetching}
      value={layer.value as number | null}
      options={choices}
      placeholder={native ? 'Choose an annotation layer' : 'Choose a chart'}
      onChange={(value) => set({ value })}
    />
  );
}

/** A chart source's columns: title, time, interval end and descriptions (typed in). */
function ColumnFields({
  layer,
  set,
}: {
  layer: AnnotationLayerValue;
  set: (p: Partial<AnnotationLayerValue>) => void;
}) {
  if (layer.sourceType !== 'table') return null;
  const text = (key: 'titleColumn' | 'timeColumn' | 'intervalEndColumn', name: string) => (
    <div>
      {label(name)}
      <Input aria-label={name} value={layer[key]} onChange={(e) => set({ [key]: e.target.value })} />
    </div>
  );
  return (
    <>
      {text('titleColumn', 'Title Column')}
      {text('timeColumn', 'Time Column')}
      {layer.annotationType === 'INTERVAL' && text('intervalEndColumn', 'Interval End column')}
      <div>
        {label('Description Columns')}
        <Select
          mode="tags"
          aria-label="Description Columns"
          style={{ width: '100%' }}
          value={layer.descriptionColumns}
          onChange={(v: string[]) => set({ descriptionColumns: v })}
        />
      </div>
    </>
  );
}

function DisplayFields({
  layer,
  set,
}: {
  layer: AnnotationLayerValue;
  set: (p: Partial<AnnotationLayerValue>) => void;
}) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {label('Style')}
      <Select
        aria-label="Style"
        style={{ width: '100%' }}
        value={layer.style}
        options={options(STYLES)}
        onChange={(style) => set({ style })}
      />
      {label('Opacity')}
      <Select
        aria-label="Opacity"
        style={{ width: '100%' }}
        value={layer.opacity}
        options={options(OPACITIES)}
        onChange={(opacity) => set({ opacity })}
      />
      <Space>
        {label('Color')}
        <ColorPicker
          value={layer.color ?? undefined}
          allowClear
          onChange={(c) => set({ color: c.toHexString() })}
          onClear={() => set({ color: null })}
        />
        {label('Line width')}
        <InputNumber
          aria-label="Line width"
          min={0}
          value={layer.width}
          onChange={(w) => set({ width: w ?? 1 })}
        />
      </Space>
      <Checkbox checked={layer.showLabel} onChange={(e) => set({ showLabel: e.target.checked })}>
        Always show label
      </Checkbox>
      {layer.annotationType === 'TIME_SERIES' && (
        <Space>
          <Checkbox checked={layer.showMarkers} onChange={(e) => set({ showMarkers: e.target.checked })}>
            Show Markers
          </Checkbox>
          <Checkbox checked={layer.hideLine} onChange={(e) => set({ hideLine: e.target.checked })}>
            Hide Line
          </Checkbox>
        </Space>
      )}
    </Space>
  );
}

export interface AnnotationLayerPopoverProps {
  initial: AnnotationLayerValue;
  isNew: boolean;
  onApply: (layer: AnnotationLayerValue) => void;
  onRemove: () => void;
  onClose: () => void;
}

export function AnnotationLayerPopover({
  initial,
  isNew,
  onApply,
  onRemove,
  onClose,
}: AnnotationLayerPopoverProps) {
  const [layer, setLayer] = useState(initial);
  const set = (patch: Partial<AnnotationLayerValue>) => setLayer((l) => ({ ...l, ...patch }));
  const errors = layerErrors(layer);
  const sources = sourceChoices(layer.annotationType);
  return (
    <div data-test="annotation-layer-popover" style={{ width: 380, maxHeight: 520, overflowY: 'auto' }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {label('Name')}
        <Input
          aria-label="Name"
          data-test="annotation-layer-name"
          value={layer.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Checkbox checked={!layer.show} onChange={(e) => set({ show: !e.target.checked })}>
          Hide Layer
        </Checkbox>
        {label('Annotation layer type')}
        <Select
          aria-label="Annotation layer type"
          data-test="annotation-type"
          style={{ width: '100%' }}
          value={layer.annotationType}
          options={options(ANNOTATION_TYPES)}
          onChange={(t) => setLayer((l) => withType(l, t))}
        />
        {sources.length > 0 && label('Annotation source type')}
        {sources.length > 0 && (
          <Select
            aria-label="Annotation source type"
            style={{ width: '100%' }}
            value={layer.sourceType}
            options={options(sources)}
            onChange={(sourceType) => set({ sourceType, value: null })}
          />
        )}
        {label(layer.annotationType === 'FORMULA' ? 'Formula' : 'Annotation source')}
        <ValuePicker layer={layer} set={set} />
        <ColumnFields layer={layer} set={set} />
        <Divider style={{ margin: '4px 0' }}>Display configuration</Divider>
        <DisplayFields layer={layer} set={set} />
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          {!isNew ? (
            <Button danger onClick={onRemove} data-test="annotation-layer-remove">
              Remove
            </Button>
          ) : (
            <span />
          )}
          <Space>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="primary"
              disabled={errors.length > 0}
              title={errors.join(', ')}
              onClick={() => onApply(layer)}
              data-test="annotation-layer-apply"
            >
              OK
            </Button>
          </Space>
        </Space>
      </Space>
    </div>
  );
}
