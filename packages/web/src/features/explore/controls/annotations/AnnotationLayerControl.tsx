/**
 * `annotation_layers` (Superset's AnnotationLayerControl): the chart's layers, each opening its
 * popover, and "Add annotation layer". Hidden layers are shown struck through.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { AnnotationLayerPopover } from './AnnotationLayerPopover';
import { DEFAULT_LAYER, type AnnotationLayerValue } from './layerForm';

const layersOf = (value: unknown): AnnotationLayerValue[] =>
  Array.isArray(value)
    ? (value as Partial<AnnotationLayerValue>[]).map((l) => ({ ...DEFAULT_LAYER, ...l }))
    : [];

export function AnnotationLayerControl({
  value,
  onChange,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const layers = layersOf(value);
  // The open popover: a layer's index, 'new', or none.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const apply = (index: number | 'new', layer: AnnotationLayerValue) => {
    onChange(index === 'new' ? [...layers, layer] : layers.map((l, i) => (i === index ? layer : l)));
    setOpen(null);
  };
  const popover = (index: number | 'new') => (
    <AnnotationLayerPopover
      key={String(index)}
      initial={index === 'new' ? DEFAULT_LAYER : layers[index]!}
      isNew={index === 'new'}
      onApply={(l) => apply(index, l)}
      onRemove={() => {
        onChange(layers.filter((_, i) => i !== index));
        setOpen(null);
      }}
      onClose={() => setOpen(null)}
    />
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-test="annotation-layer-control">
      {layers.map((layer, i) => (
        <Popover
          key={`${layer.name}-${i}`}
          trigger="click"
          placement="right"
          open={open === i}
          onOpenChange={(o) => setOpen(o ? i : null)}
          content={open === i ? popover(i) : null}
          title="Edit annotation layer"
        >
          <Button block style={{ justifyContent: 'flex-start' }} data-test="annotation-layer-item">
            <Typography.Text delete={!layer.show} ellipsis>
              {layer.name}
            </Typography.Text>
          </Button>
        </Popover>
      ))}
      <Popover
        trigger="click"
        placement="right"
        open={open === 'new'}
        onOpenChange={(o) => setOpen(o ? 'new' : null)}
        content={open === 'new' ? popover('new') : null}
        title="Add annotation layer"
      >
        <Button block type="dashed" icon={<PlusOutlined />} data-test="annotation-layer-add">
          Add annotation layer
        </Button>
      </Popover>
    </Space>
  );
}
