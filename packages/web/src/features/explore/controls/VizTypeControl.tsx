/**
 * The chart type: the current type, and "View all charts" opening the picker — the chart-type gallery
 * (VizTypeGallery: every plugin of the registry by category or tag, searchable, with its details).
 */
import type { ChartRegistry } from '@meridian/charts';
import { Button, Modal, theme } from 'antd';
import { useMemo, useState } from 'react';
import { vizTypeEntries } from './vizGallery';
import { VizTypeGallery } from './VizTypeGallery';
import { VizIcon } from './vizIcons';

/** "Chart type": the current type and the button opening the picker. */
function CurrentVizType({ value, name, onViewAll }: { value: string; name: string; onViewAll: () => void }) {
  const { token } = theme.useToken();
  return (
    <>
      <div
        style={{
          fontSize: token.fontSizeSM,
          fontWeight: 500,
          color: token.colorTextSecondary,
          textTransform: 'uppercase',
          marginBottom: 4,
        }}
      >
        Chart type
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <div
          data-test="current-viz-type"
          data-viz-type={value}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            flex: 1,
            padding: '4px 8px',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
          }}
        >
          <VizIcon vizType={value} style={{ color: token.colorPrimary }} />
          <span>{name}</span>
        </div>
        <Button size="small" type="link" data-test="view-all-charts" onClick={onViewAll}>
          View all charts
        </Button>
      </div>
    </>
  );
}

export function VizTypeControl({
  registry,
  value,
  onChange,
}: {
  registry: ChartRegistry;
  value: string;
  onChange: (vizType: string) => void;
}) {
  const { token } = theme.useToken();
  const entries = useMemo(() => vizTypeEntries(registry), [registry]);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState(value);
  const current = entries.find((e) => e.vizType === value);

  const choose = (vizType: string) => {
    setOpen(false);
    onChange(vizType);
  };

  return (
    <div data-test="viz-type-control" style={{ marginBottom: token.marginSM }}>
      <CurrentVizType
        value={value}
        name={current?.name ?? value}
        onViewAll={() => {
          setSelected(value);
          setOpen(true);
        }}
      />
      <Modal
        open={open}
        title="Select a visualization type"
        width={920}
        onCancel={() => setOpen(false)}
        onOk={() => choose(selected)}
        okText="Select"
        okButtonProps={{ 'data-test': 'viz-type-select' }}
        destroyOnHidden
      >
        <VizTypeGallery
          entries={entries}
          selected={selected}
          onSelect={setSelected}
          onChoose={choose}
          autoFocus
        />
      </Modal>
    </div>
  );
}
