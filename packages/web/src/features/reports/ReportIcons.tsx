/** The icons of the report list: the last run's state and the notification methods. */
import {
  ApiOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  LoadingOutlined,
  MailOutlined,
  MinusCircleOutlined,
  SlackOutlined,
} from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import type { RecipientType, ReportState } from '../../api/reports';

/** Superset's AlertStatusIcon titles, by state, for alerts and for reports. */
function stateLook(state: ReportState, isReport: boolean, t: ReturnType<typeof theme.useToken>['token']) {
  switch (state) {
    case 'Success':
      return {
        icon: <CheckCircleOutlined style={{ color: t.colorSuccess }} />,
        title: isReport ? 'Report sent' : 'Alert triggered, notification sent',
      };
    case 'Working':
      return {
        icon: <LoadingOutlined style={{ color: t.colorPrimary }} />,
        title: isReport ? 'Report sending' : 'Alert running',
      };
    case 'Error':
      return {
        icon: <CloseCircleOutlined style={{ color: t.colorError }} />,
        title: isReport ? 'Report failed' : 'Alert failed',
      };
    case 'On Grace':
      return {
        icon: <ClockCircleOutlined style={{ color: t.colorWarning }} />,
        title: 'Alert Triggered, In Grace Period',
      };
    default:
      return {
        icon: <MinusCircleOutlined style={{ color: t.colorTextTertiary }} />,
        title: 'Nothing triggered',
      };
  }
}

export function AlertStatusIcon({ state, isReport }: { state?: ReportState | null; isReport: boolean }) {
  const { token } = theme.useToken();
  if (!state) return null;
  const { icon, title } = stateLook(state, isReport, token);
  return (
    <Tooltip title={title}>
      <span data-test="alert-status-icon" data-state={state} aria-label={title}>
        {icon}
      </span>
    </Tooltip>
  );
}

const RECIPIENT_ICONS: Record<string, ReactNode> = {
  Email: <MailOutlined />,
  Webhook: <ApiOutlined />,
  Slack: <SlackOutlined />,
  SlackV2: <SlackOutlined />,
};

export function RecipientIcon({ type }: { type: RecipientType }) {
  const label = type === 'SlackV2' ? 'Slack' : type;
  return (
    <Tooltip title={label}>
      <span data-test="recipient-icon" aria-label={label} style={{ marginRight: 8 }}>
        {RECIPIENT_ICONS[type] ?? <MailOutlined />}
      </span>
    </Tooltip>
  );
}
