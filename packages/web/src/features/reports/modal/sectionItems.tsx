/** The collapsible sections of the alert and report dialog, each with its title, subtitle and a check once complete. */
import { CheckCircleOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { SECTIONS, type SectionKey, type validateAlertForm } from '../alertForm';
import { ContentSection } from './ContentSection';
import { NotificationMethods } from './NotificationMethods';
import { ScheduleSection } from './ScheduleSection';
import { ConditionSection, GeneralSection, type SectionProps } from './sections';

const SUBTITLES: Record<SectionKey, string> = {
  general: 'Set up basic details, such as name and description.',
  alert: 'Define the database, SQL query, and triggering conditions for alert.',
  content: 'Customize data source, filters, and layout.',
  schedule: 'Define delivery schedule, timezone, and frequency settings.',
  notification: 'Choose notification method and recipients.',
};

function SectionHeader({
  title,
  subtitle,
  complete,
}: {
  title: string;
  subtitle: string;
  complete: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Text strong>
        {title}
        {complete && (
          <CheckCircleOutlined
            data-test="section-complete"
            style={{ color: token.colorSuccess, marginLeft: 8 }}
          />
        )}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {subtitle}
        </Typography.Text>
      </div>
    </div>
  );
}

export function sectionItems(props: SectionProps, missing: ReturnType<typeof validateAlertForm>) {
  const { form, set, errors, readOnly } = props;
  const section = (key: SectionKey, name: string, children: ReactNode) => ({
    key,
    label: <SectionHeader title={name} subtitle={SUBTITLES[key]} complete={!missing[key]} />,
    children: <div data-test={`section-${key}`}>{children}</div>,
    forceRender: true,
  });
  return [
    section('general', SECTIONS.general, <GeneralSection {...props} />),
    ...(form.type === 'Alert' ? [section('alert', SECTIONS.alert, <ConditionSection {...props} />)] : []),
    section('content', SECTIONS.content[form.type], <ContentSection {...props} />),
    section('schedule', SECTIONS.schedule, <ScheduleSection {...props} />),
    section(
      'notification',
      SECTIONS.notification,
      <NotificationMethods
        value={form.notifications}
        onChange={(notifications) => set({ notifications })}
        readOnly={readOnly}
        error={errors.recipients}
      />,
    ),
  ];
}
