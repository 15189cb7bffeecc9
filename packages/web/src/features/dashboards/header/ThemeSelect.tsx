/**
 * The dashboard properties' "Theme" (Superset 6): the theme the dashboard is drawn in for everyone,
 * or none (the app's theme). The choices are the themes the user may read; without read access on
 * themes the field is not shown.
 */
import type { ListResponse, Theme } from '@meridian/core';
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { request } from '../../../api/client';
import { encodeUri } from '../../../api/rison';

export type DashboardThemeRef = { id: number; theme_name: string; json_data: string };

const THEMES_QUERY = {
  select_columns: ['id', 'theme_name', 'json_data'],
  order_column: 'theme_name',
  order_direction: 'asc',
  page: 0,
  page_size: 100,
};

export function ThemeSelect({
  value,
  onChange,
}: {
  value: DashboardThemeRef | null;
  onChange: (theme: DashboardThemeRef | null) => void;
}) {
  const [themes, setThemes] = useState<DashboardThemeRef[] | null>(null);
  useEffect(() => {
    let live = true;
    request<ListResponse<Theme>>(`/api/v1/theme/?q=${encodeUri(THEMES_QUERY)}`).then(
      (r) =>
        live && setThemes(r.result.map(({ id, theme_name, json_data }) => ({ id, theme_name, json_data }))),
      () => live && setThemes(null),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!themes) return null;
  return (
    <Form.Item label="Theme" extra="The theme the dashboard is shown in, for everyone who opens it.">
      <Select
        data-test="dashboard-theme-select"
        aria-label="Theme"
        allowClear
        placeholder="Select a theme"
        value={value?.id}
        options={themes.map((t) => ({ value: t.id, label: t.theme_name }))}
        onChange={(id: number | undefined) => onChange(themes.find((t) => t.id === id) ?? null)}
      />
    </Form.Item>
  );
}
