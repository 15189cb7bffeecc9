/**
 * The chart-type gallery: a left pane of selectors (All charts, categories, tags), a search over
 * every type ranked by relevance and label (vizGallery.ts), the tiles, and the chosen type's details
 * (name, label, tags, description). Explore's "View all charts" dialog and /chart/add both show it.
 */
import { Button, Input, Tag, Tooltip, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { VizIcon } from './vizIcons';
import {
  CHART_LABEL_EXPLANATIONS,
  entriesOf,
  searchVizTypes,
  vizTags,
  type ChartLabel,
  type VizSelector,
  type VizTypeEntry,
} from './vizGallery';

type Thumbnailer = (vizType: string) => string;

/**
 * The schematic thumbnails (a separate charts entry, loaded when a gallery first opens, so no other
 * page carries them); null until loaded, when the tiles show the type's icon.
 */
function useThumbnailer(): Thumbnailer | null {
  const [thumbnailer, setThumbnailer] = useState<Thumbnailer | null>(null);
  useEffect(() => {
    let live = true;
    import('@meridian/charts/thumbnails')
      .then((m) => live && setThumbnailer(() => m.vizThumbnail))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return thumbnailer;
}

function TileImage({ entry, thumbnailer }: { entry: VizTypeEntry; thumbnailer: Thumbnailer | null }) {
  const { token } = theme.useToken();
  const src = entry.thumbnail || thumbnailer?.(entry.vizType);
  if (!src) return <VizIcon vizType={entry.vizType} style={{ fontSize: 32, color: token.colorPrimary }} />;
  return (
    <img
      src={src}
      alt=""
      data-test="viz-thumbnail"
      width={112}
      height={70}
      style={{ display: 'block', borderRadius: token.borderRadiusSM }}
    />
  );
}

const same = (a: VizSelector, b: VizSelector) =>
  a.kind === b.kind && (a.kind === 'all' || (b.kind !== 'all' && a.value === b.value));

function SelectorButton({
  label,
  active,
  onClick,
  testId,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button
      size="small"
      type={active ? 'primary' : 'text'}
      style={{ textAlign: 'left', justifyContent: 'flex-start' }}
      onClick={onClick}
      data-test={testId}
    >
      {label}
    </Button>
  );
}

function SelectorPane({
  categories,
  tags,
  selector,
  onSelect,
}: {
  categories: string[];
  tags: string[];
  selector: VizSelector | null;
  onSelect: (s: VizSelector) => void;
}) {
  const { token } = theme.useToken();
  const heading = (text: string) => (
    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, marginTop: 8 }}>
      {text}
    </Typography.Text>
  );
  const button = (s: VizSelector, label: string) => (
    <SelectorButton
      key={`${s.kind}-${label}`}
      label={label}
      active={selector !== null && same(selector, s)}
      onClick={() => onSelect(s)}
      testId={`viz-selector-${s.kind}`}
    />
  );
  return (
    <div
      data-test="viz-selectors"
      style={{
        width: 170,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        overflowY: 'auto',
        maxHeight: 460,
      }}
    >
      {button({ kind: 'all' }, 'All charts')}
      {heading('Category')}
      {categories.map((c) => button({ kind: 'category', value: c }, c))}
      {heading('Tags')}
      {tags.map((t) => button({ kind: 'tag', value: t }, t))}
    </div>
  );
}

export function LabelBadge({ label }: { label: ChartLabel }) {
  return (
    <Tooltip title={CHART_LABEL_EXPLANATIONS[label]}>
      <Tag
        color={label === 'Featured' ? 'green' : 'orange'}
        data-test="viz-label"
        style={{ fontSize: 10, lineHeight: '16px', marginInlineEnd: 0, textTransform: 'uppercase' }}
      >
        {label}
      </Tag>
    </Tooltip>
  );
}

/** The tiles of the shown types; a click selects, a double click chooses. */
function VizTypeGrid({
  shown,
  selected,
  onSelect,
  onChoose,
  thumbnailer,
}: {
  thumbnailer: Thumbnailer | null;
  shown: VizTypeEntry[];
  selected: string | null;
  onSelect: (vizType: string) => void;
  onChoose: (vizType: string) => void;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="viz-type-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        gap: 8,
        marginTop: 12,
        maxHeight: 360,
        overflowY: 'auto',
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
            <TileImage entry={e} thumbnailer={thumbnailer} />
            <span style={{ fontSize: token.fontSizeSM, textAlign: 'center' }}>{e.name}</span>
            {e.label && <LabelBadge label={e.label} />}
          </button>
        );
      })}
      {shown.length === 0 && <Typography.Text type="secondary">No charts match your search</Typography.Text>}
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong data-test="viz-type-details-name">
          {chosen.name}
        </Typography.Text>
        {chosen.label && <LabelBadge label={chosen.label} />}
      </div>
      <div data-test="viz-type-details-tags" style={{ marginTop: 4 }}>
        {[chosen.category, ...chosen.tags.filter((t) => t !== chosen.category)].map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </div>
      <div data-test="viz-type-details-description" style={{ color: token.colorTextSecondary, marginTop: 4 }}>
        {chosen.description || 'No description available.'}
      </div>
    </div>
  );
}

export interface VizTypeGalleryProps {
  entries: VizTypeEntry[];
  selected: string | null;
  onSelect: (vizType: string) => void;
  /** A double click on a tile. */
  onChoose: (vizType: string) => void;
  autoFocus?: boolean;
}

export function VizTypeGallery({ entries, selected, onSelect, onChoose, autoFocus }: VizTypeGalleryProps) {
  const [search, setSearch] = useState('');
  const [selector, setSelector] = useState<VizSelector>({ kind: 'all' });
  const categories = useMemo(() => [...new Set(entries.map((e) => e.category))].sort(), [entries]);
  const tags = useMemo(() => vizTags(entries), [entries]);
  const searching = search.trim() !== '';
  const shown = searching ? searchVizTypes(entries, search) : entriesOf(entries, selector);
  const chosen = entries.find((e) => e.vizType === selected);
  const thumbnailer = useThumbnailer();
  return (
    <div data-test="viztype-selector-container" style={{ display: 'flex', gap: 16, minHeight: 380 }}>
      <SelectorPane
        categories={categories}
        tags={tags}
        selector={searching ? null : selector}
        onSelect={(s) => {
          setSearch('');
          setSelector(s);
        }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Input.Search
          data-test="viz-type-search"
          placeholder="Search all charts"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus={autoFocus}
        />
        <VizTypeGrid
          shown={shown}
          selected={selected}
          onSelect={onSelect}
          onChoose={onChoose}
          thumbnailer={thumbnailer}
        />
        {chosen && <VizTypeDetails chosen={chosen} />}
      </div>
    </div>
  );
}
