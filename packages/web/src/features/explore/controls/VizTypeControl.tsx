/**
 * The chart type: the current type, and "View all charts" opening the picker — every plugin of the
 * registry with its name, category and description, searchable, grouped by category.
 */
import type { ChartRegistry } from '@meridian/charts';
import { Button, Input, Modal, Tag, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { VizIcon } from './vizIcons';

export interface VizTypeEntry {
  vizType: string;
  name: string;
  category: string;
  description: string;
  tags: string[];
}

export function vizTypeEntries(registry: ChartRegistry): VizTypeEntry[] {
  return registry.keys().map((vizType) => {
    const m = registry.get(vizType)!.metadata;
    return { vizType, name: m.name, category: m.category, description: m.description, tags: m.tags };
  });
}

/** Entries matching a search over name, type, category and tags. */
export function searchVizTypes(entries: VizTypeEntry[], text: string): VizTypeEntry[] {
  const q = text.trim().toLowerCase();
  if (!q) return entries;
  return entries.filter((e) =>
    [e.name, e.vizType, e.category, ...e.tags].some((s) => s.toLowerCase().includes(q)),
  );
}

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

function CategoryList({
  categories,
  category,
  onSelect,
}: {
  categories: string[];
  category: string | null;
  onSelect: (c: string | null) => void;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ width: 160, display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        Category
      </Typography.Text>
      {[null, ...categories].map((c) => (
        <Button
          key={c ?? 'all'}
          size="small"
          type={category === c ? 'primary' : 'text'}
          style={{ textAlign: 'left' }}
          onClick={() => onSelect(c)}
        >
          {c ?? 'All charts'}
        </Button>
      ))}
    </div>
  );
}

/** The tiles of the shown types; a click selects, a double click chooses. */
function VizTypeGrid({
  shown,
  selected,
  onSelect,
  onChoose,
}: {
  shown: VizTypeEntry[];
  selected: string;
  onSelect: (vizType: string) => void;
  onChoose: (vizType: string) => void;
}) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        gap: 8,
        marginTop: 12,
      }}
    >
      {shown.map((e) => {
        const active = e.vizType === selected;
        return (
          <button
            type="button"
            key={e.vizType}
            data-test={`viz-type-${e.vizType}`}
            aria-pressed={active}
            onClick={() => onSelect(e.vizType)}
            onDoubleClick={() => onChoose(e.vizType)}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 6,
              padding: 10,
              cursor: 'pointer',
              background: active ? token.colorPrimaryBg : token.colorBgContainer,
              border: `1px solid ${active ? token.colorPrimary : token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              color: token.colorText,
            }}
          >
            <VizIcon vizType={e.vizType} style={{ fontSize: 32, color: token.colorPrimary }} />
            <span style={{ fontSize: token.fontSizeSM, textAlign: 'center' }}>{e.name}</span>
          </button>
        );
      })}
    </div>
  );
}

function VizTypeDetails({ chosen }: { chosen: VizTypeEntry }) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="viz-type-details"
      style={{ marginTop: 16, borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8 }}
    >
      <Typography.Text strong>{chosen.name}</Typography.Text> <Tag>{chosen.category}</Tag>
      <div style={{ color: token.colorTextSecondary, marginTop: 4 }}>{chosen.description}</div>
    </div>
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
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const current = entries.find((e) => e.vizType === value);
  const categories = [...new Set(entries.map((e) => e.category))];
  const shown = searchVizTypes(entries, search).filter((e) => !category || e.category === category);
  const chosen = entries.find((e) => e.vizType === selected);

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
          setSearch('');
          setOpen(true);
        }}
      />
      <Modal
        open={open}
        title="Select a visualization type"
        width={860}
        onCancel={() => setOpen(false)}
        onOk={() => choose(selected)}
        okText="Select"
        okButtonProps={{ 'data-test': 'viz-type-select' }}
        destroyOnHidden
      >
        <div data-test="viztype-selector-container" style={{ display: 'flex', gap: 16, minHeight: 380 }}>
          <CategoryList categories={categories} category={category} onSelect={setCategory} />
          <div style={{ flex: 1 }}>
            <Input.Search
              data-test="viz-type-search"
              placeholder="Search all charts"
              allowClear
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              autoFocus
            />
            <VizTypeGrid shown={shown} selected={selected} onSelect={setSelected} onChoose={choose} />
            {chosen && <VizTypeDetails chosen={chosen} />}
          </div>
        </div>
      </Modal>
    </div>
  );
}
