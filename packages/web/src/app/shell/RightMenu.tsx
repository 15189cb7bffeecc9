import { CheckOutlined, DownOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { fullName, logout, useGetMyRolesQuery } from '../../api/auth';
import type { CurrentUser } from '../../api/types';
import { useFeatureFlags } from '../../features/dashboards/header/featureFlags';
import { useAlertReportsFlag } from '../../features/reports/access';
import { SETTINGS_ITEMS, allowedItems } from '../navigation';
import { THEME_MODES, THEME_MODE_LABELS } from '../../theme/theme';
import { useThemeMode } from '../../theme/ThemeProvider';

export function SettingsMenu() {
  const { mode, setMode } = useThemeMode();
  const roles = useGetMyRolesQuery();
  const alertReports = useAlertReportsFlag();
  const tagging = useFeatureFlags().TAGGING_SYSTEM;
  const flagOn = { ALERT_REPORTS: alertReports, TAGGING_SYSTEM: tagging };
  const allowed = allowedItems(SETTINGS_ITEMS, roles.data).filter((i) => !i.flag || flagOn[i.flag]);
  const groups = [...new Set(allowed.map((i) => i.group))];
  const items: MenuProps['items'] = [
    ...groups.flatMap((group) => [
      {
        type: 'group' as const,
        key: `group-${group}`,
        label: group,
        children: allowed
          .filter((i) => i.group === group)
          .map((i) => ({
            key: i.key,
            label: (
              <Link to={i.path} data-test={i.dataTest}>
                {i.label}
              </Link>
            ),
          })),
      },
      { type: 'divider' as const },
    ]),
    {
      type: 'group',
      key: 'theme',
      label: 'Theme',
      children: THEME_MODES.map((m) => ({
        key: `theme-${m}`,
        label: <span data-test={`theme-${m}`}>{THEME_MODE_LABELS[m]}</span>,
        icon: <CheckOutlined style={{ visibility: m === mode ? 'visible' : 'hidden' }} />,
        onClick: () => setMode(m),
      })),
    },
    { type: 'divider' },
    {
      type: 'group',
      key: 'info',
      label: 'Info',
      children: [
        {
          key: 'api-docs',
          label: (
            <a href="/swagger" target="_blank" rel="noreferrer" data-test="api-docs">
              API documentation
            </a>
          ),
        },
      ],
    },
  ];
  return (
    <Dropdown menu={{ items, selectable: false }} trigger={['click']} placement="bottomRight">
      <Button type="text" data-test="settings-menu" icon={<SettingOutlined />}>
        Settings <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const items: MenuProps['items'] = [
    {
      key: 'user',
      disabled: true,
      label: (
        <div data-test="user-menu-name">
          <div style={{ fontWeight: 500 }}>{fullName(user)}</div>
          {user.email && <div style={{ fontSize: 12 }}>{user.email}</div>}
        </div>
      ),
    },
    { type: 'divider' },
    {
      key: 'info',
      label: (
        <Link to="/user_info/" data-test="user-info-link">
          Info
        </Link>
      ),
    },
    {
      key: 'logout',
      // A POST with the CSRF token, then a full page load of /login/ that drops every cached answer.
      label: <span data-test="logout">Logout</span>,
      onClick: () => void logout().finally(() => window.location.assign('/login/')),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" data-test="user-menu" icon={<UserOutlined />}>
        {fullName(user)} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
