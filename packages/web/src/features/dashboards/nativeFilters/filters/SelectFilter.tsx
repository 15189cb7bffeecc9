/**
 * The value filter (filter_select): single or multiple selection among the column's values, loaded
 * from the target dataset (sorted, narrowed by cascade parents and pre-filters), with a debounced
 * server search, paste splitting, inverse selection, "select first value by default" and required.
 */
import { selectFilterDataMask, selectedValuesOf, splitPastedValues } from '@meridian/core';
import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { filterColumn, optionsFromResult, selectOptionsQuery, SELECT_OPTIONS_ROW_LIMIT } from './queries';
import type { FilterControlProps } from './types';
import { useFilterQuery } from './useFilterData';

/** Select widget search debounce (spec §9). */
export const SELECT_SEARCH_DEBOUNCE_MS = 250;

type Scalar = string | number;

export function SelectFilter({ filter, mask, parents, onChange, onApplyNow, width }: FilterControlProps) {
  const cv = filter.controlValues ?? {};
  const multi = cv.multiSelect !== false;
  const inverse = cv.inverseSelection === true;
  const required = cv.enableEmptyFilter === true;
  const column = filterColumn(filter) ?? '';
  const { search, serverSearch, onSearch, resetSearch } = useDebouncedSearch();

  const baseQuery = useMemo(() => selectOptionsQuery(filter, parents), [filter, parents]);
  const base = useFilterQuery(baseQuery);
  const baseOptions = useMemo(() => optionsFromResult(base.result, column), [base.result, column]);
  // Every value is loaded unless the row limit cut the list: only then does the server search.
  const truncated = baseOptions.length >= SELECT_OPTIONS_ROW_LIMIT || cv.searchAllOptions === true;
  const searchQuery = useMemo(
    () => (truncated && serverSearch ? selectOptionsQuery(filter, parents, serverSearch) : null),
    [truncated, serverSearch, filter, parents],
  );
  const searched = useFilterQuery(searchQuery);

  const selected = selectedValuesOf(mask) as Scalar[];
  const options = useMemo(() => {
    const list = searchQuery ? optionsFromResult(searched.result, column) : baseOptions;
    // Selected values stay visible as tags even when the current list lacks them.
    const known = new Set(list.map((o) => String(o.value)));
    const extra = selected.filter((v) => !known.has(String(v))).map((v) => ({ value: v, label: String(v) }));
    return [...extra, ...list];
  }, [searchQuery, searched.result, baseOptions, column, selected]);

  const change = (values: Scalar[]) => onChange(selectFilterDataMask(column, values, { inverse }));

  // "Select first value by default": once the options are there and nothing is chosen.
  const firstDone = useRef(false);
  useEffect(() => {
    if (firstDone.current || cv.defaultToFirstItem !== true || base.loading || !baseOptions.length) return;
    firstDone.current = true;
    if (!selected.length) onApplyNow(selectFilterDataMask(column, [baseOptions[0]!.value], { inverse }));
  }, [cv.defaultToFirstItem, base.loading, baseOptions, selected.length, column, inverse, onApplyNow]);

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    if (!multi) return;
    const parts = splitPastedValues(e.clipboardData.getData('text'));
    if (parts.length < 2) return;
    const byText = new Map([...baseOptions, ...options].map((o) => [String(o.value), o.value]));
    const picked = parts.map((p) => byText.get(p)).filter((v): v is Scalar => v !== undefined);
    e.preventDefault();
    change([...new Set([...selected, ...picked])]);
  };

  return (
    <div onPasteCapture={onPaste} data-test="filter-select">
      <Select<Scalar | Scalar[]>
        mode={multi ? 'multiple' : undefined}
        allowClear={!required}
        showSearch={{
          searchValue: search,
          onSearch,
          filterOption: (input, option) =>
            String((option?.label as string | undefined) ?? '')
              .toLowerCase()
              .includes(input.toLowerCase()),
        }}
        maxTagCount={4}
        style={{ width }}
        placeholder={base.loading ? 'Loading…' : `${options.length} option${options.length === 1 ? '' : 's'}`}
        loading={base.loading || searched.loading}
        status={base.error ? 'error' : undefined}
        notFoundContent={base.error ?? undefined}
        options={options}
        value={multi ? selected : (selected[0] ?? null)}
        onChange={(v) => change(v === null || v === undefined ? [] : Array.isArray(v) ? v : [v])}
        onOpenChange={(open) => {
          if (!open) resetSearch();
        }}
        onBlur={resetSearch}
        virtual
      />
    </div>
  );
}

/** The typed search, and the same text given to the server once typing pauses. */
function useDebouncedSearch() {
  const [search, setSearch] = useState('');
  const [serverSearch, setServerSearch] = useState('');
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);
  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(debounce.current);
    if (!text) setServerSearch('');
    else debounce.current = setTimeout(() => setServerSearch(text), SELECT_SEARCH_DEBOUNCE_MS);
  };
  const resetSearch = () => {
    clearTimeout(debounce.current);
    setSearch('');
    setServerSearch('');
  };
  return { search, serverSearch, onSearch, resetSearch };
}
