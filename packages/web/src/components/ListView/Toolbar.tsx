import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip, theme } from 'antd';
import { ListViewFilters } from './Filters';
import type { ListViewState } from './listViewState';
import type { CardSortOption, ListViewFilter, SortBy } from './types';

type Update = (patch: Partial<ListViewState>, opts?: { replace?: boolean }) => void;

const VIEW_MODES = [
  { mode: 'card', title: 'Card view', icon: <AppstoreOutlined /> },
  { mode: 'table', title: 'List view', icon: <UnorderedListOutlined /> },
] as const;

function ViewModeButtons({ cardMode, update }: { cardMode: boolean; update: Update }) {
  return (
    <div style={{ display: 'flex', gap: 4 }}>
      {VIEW_MODES.map(({ mode, title, icon }) => (
        // Below the button: above it, the tooltip would cover the list's title.
        <Tooltip key={mode} title={title} placement="bottom">
          <Button
            aria-label={title}
            data-test={`view-mode-${mode}`}
            type={cardMode === (mode === 'card') ? 'primary' : 'text'}
            icon={icon}
            onClick={() => update({ viewMode: mode })}
          />
        </Tooltip>
      ))}
    </div>
  );
}

function CardSortSelect({
  options,
  sort,
  update,
}: {
  options: CardSortOption[];
  sort?: SortBy;
  update: Update;
}) {
  const { token } = theme.useToken();
  const index = Math.max(
    0,
    options.findIndex((o) => o.id === sort?.id && o.desc === sort.desc),
  );
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginLeft: 'auto' }}>
      <span style={{ color: token.colorTextSecondary }}>Sort</span>
      <Select<number>
        data-test="card-sort-select"
        style={{ width: 200 }}
        value={index}
        options={options.map((o, i) => ({ label: o.label, value: i }))}
        onChange={(i) => {
          const o = options[i];
          if (o) update({ sortBy: [{ id: o.id, desc: o.desc }], pageIndex: 0 });
        }}
      />
    </label>
  );
}

export interface ToolbarProps {
  state: ListViewState;
  update: Update;
  filters: ListViewFilter[];
  cardsAvailable: boolean;
  cardMode: boolean;
  cardSorts: CardSortOption[];
}

/** Above the list: card/list toggle, the filters, and the card view's sort. */
export function Toolbar({ state, update, filters, cardsAvailable, cardMode, cardSorts }: ToolbarProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, marginBottom: token.margin }}
    >
      {cardsAvailable && <ViewModeButtons cardMode={cardMode} update={update} />}
      <ListViewFilters
        filters={filters}
        values={state.filters}
        onChange={(id, value) => {
          const next = { ...state.filters };
          if (value === undefined) delete next[id];
          else next[id] = value;
          update({ filters: next, pageIndex: 0 });
        }}
      />
      {cardMode && cardSorts.length > 0 && (
        <CardSortSelect options={cardSorts} sort={state.sortBy[0]} update={update} />
      )}
    </div>
  );
}
