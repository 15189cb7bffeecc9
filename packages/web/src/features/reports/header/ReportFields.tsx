/** The fields of the header's email report dialog. */
import { Form, Input, Radio, Select, Space, Typography } from 'antd';
import type { ReportFormat } from '../../../api/reports';
import { timezones } from '../format';
import { WidthInput } from '../modal/fields';
import { SchedulePicker } from '../SchedulePicker';
import type { ReportTarget } from './target';

export interface Draft {
  name: string;
  description: string;
  crontab: string;
  timezone: string;
  format: ReportFormat;
  customWidth: number | null;
}

const ZONES = timezones().map((z) => ({ label: z, value: z }));

function MessageContent({
  textBased,
  value,
  onChange,
}: {
  textBased: boolean;
  value: ReportFormat;
  onChange: (f: ReportFormat) => void;
}) {
  return (
    <Form.Item label="Message content">
      <Radio.Group
        data-test="report-format"
        value={value}
        onChange={(e) => onChange(e.target.value as ReportFormat)}
      >
        <Space direction="vertical">
          {textBased && <Radio value="TEXT">Text embedded in email</Radio>}
          <Radio value="PNG">Image (PNG) embedded in email</Radio>
          <Radio value="CSV">Formatted CSV attached in email</Radio>
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}

export function ReportFields({
  target,
  textBased,
  draft,
  set,
  byField,
}: {
  target: ReportTarget;
  textBased: boolean;
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  byField: Record<string, string>;
}) {
  const status = (f: string) => (byField[f] ? ('error' as const) : undefined);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Report Name" required validateStatus={status('name')} help={byField.name}>
        <Input
          data-test="report-name-test"
          aria-label="Report Name"
          placeholder={`Weekly Report for ${target.name}`}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Description">
        <Input
          data-test="report-description-test"
          aria-label="Description"
          placeholder="Include a description that will be sent with your report"
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Form.Item>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Schedule
      </Typography.Title>
      <Typography.Paragraph type="secondary">The report will be sent to your email at</Typography.Paragraph>
      <Form.Item validateStatus={status('crontab')} help={byField.crontab}>
        <SchedulePicker value={draft.crontab} onChange={(crontab) => set({ crontab })} />
      </Form.Item>
      <Form.Item label="Timezone" validateStatus={status('timezone')} help={byField.timezone}>
        <Select
          showSearch
          data-test="report-timezone"
          aria-label="Timezone"
          value={draft.timezone}
          options={ZONES}
          onChange={(timezone: string) => set({ timezone })}
        />
      </Form.Item>
      {target.kind === 'chart' && (
        <MessageContent textBased={textBased} value={draft.format} onChange={(format) => set({ format })} />
      )}
      {!textBased && (
        <Form.Item label="Screenshot width">
          <WidthInput
            dataTest="report-custom-width"
            value={draft.customWidth}
            onChange={(customWidth) => set({ customWidth })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
