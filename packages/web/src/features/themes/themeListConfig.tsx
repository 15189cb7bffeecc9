/** The theme list's columns and filters (Superset's ThemeList). */
import {
  BgColorsOutlined,
  DeleteOutlined,
  EditOutlined,
  MoonOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  RowAction,
  modifiedColumn,
  relatedSelects,
  type ResourceListContext,
} from '../../components/ResourceList';
import { fetchThemeRelated, type SystemFlag, type Theme } from './themeApi';

export interface ThemeRowActions {
  edit: (t: Theme) => void;
  /** Sets the theme as the system default or dark theme, or (null) clears that flag. */
  setSystem: (flag: SystemFlag, id: number | null) => void;
  exportOne: (t: Theme) => void;
  /** Only admins set system themes. */
  isAdmin: boolean;
}

/** The "System" tags: which system theme the row is. */
export function systemTags(t: Pick<Theme, 'is_system' | 'is_system_default' | 'is_system_dark'>): string[] {
  return [
    ...(t.is_system ? ['Built-in'] : []),
    ...(t.is_system_default ? ['Default'] : []),
    ...(t.is_system_dark ? ['Dark'] : []),
  ];
}

function SystemActions({ t, a }: { t: Theme; a: ThemeRowActions }) {
  if (!a.isAdmin) return null;
  return (
    <>
      {t.is_system_default ? (
        <RowAction
          title="Remove as system default theme"
          testId="theme-unset-default"
          icon={<StopOutlined />}
          onClick={() => a.setSystem('system_default', null)}
        />
      ) : (
        <RowAction
          title="Set as system default theme"
          testId="theme-set-default"
          icon={<BgColorsOutlined />}
          onClick={() => a.setSystem('system_default', t.id)}
        />
      )}
      {t.is_system_dark ? (
        <RowAction
          title="Remove as system dark theme"
          testId="theme-unset-dark"
          icon={<StopOutlined />}
          onClick={() => a.setSystem('system_dark', null)}
        />
      ) : (
        <RowAction
          title="Set as system dark theme"
          testId="theme-set-dark"
          icon={<MoonOutlined />}
          onClick={() => a.setSystem('system_dark', t.id)}
        />
      )}
    </>
  );
}

const userName = (u: { first_name: string; last_name: string } | null) =>
  u ? `${u.first_name} ${u.last_name}`.trim() : '';

export function themeColumns(ctx: ResourceListContext<Theme>, a: ThemeRowActions): ListViewColumn<Theme>[] {
  return [
    {
      id: 'theme_name',
      header: 'Name',
      sortable: true,
      render: (t) => <span data-test="theme-name">{t.theme_name}</span>,
    },
    {
      id: 'is_system_default',
      header: 'System',
      width: 180,
      render: (t) => (
        <Space size={4} data-test="theme-system-tags">
          {systemTags(t).map((label) => (
            <Tag key={label} color={label === 'Dark' ? 'default' : 'blue'}>
              {label}
            </Tag>
          ))}
        </Space>
      ),
    },
    modifiedColumn(180, (t) => userName(t.changed_by)),
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      render: (t) => (
        <Space size={0}>
          {ctx.canWrite && !t.is_system && (
            <RowAction title="Edit" testId="theme-edit" icon={<EditOutlined />} onClick={() => a.edit(t)} />
          )}
          {ctx.canWrite && <SystemActions t={t} a={a} />}
          <RowAction
            title="Export"
            testId="theme-export"
            icon={<UploadOutlined />}
            onClick={() => a.exportOne(t)}
          />
          {ctx.canWrite && !t.is_system && (
            <Tooltip title={t.is_system_default || t.is_system_dark ? 'In use as a system theme' : undefined}>
              <span>
                <RowAction
                  title="Delete"
                  testId="theme-delete"
                  icon={<DeleteOutlined />}
                  onClick={() => ctx.askDelete([t])}
                />
              </span>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { id: 'created_by', hidden: true },
    { id: 'changed_by', hidden: true },
  ];
}

export const THEME_FILTERS: ListViewFilter[] = [
  { id: 'theme_name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'created_by',
    input: 'related-select',
    label: 'Created by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchThemeRelated, 'created_by'),
  },
  {
    id: 'changed_by',
    input: 'related-select',
    label: 'Modified by',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchThemeRelated, 'changed_by'),
  },
];
