/**
 * The schedule of both report dialogs: "Every day" / "Every week" at a time, or a custom crontab
 * (CRON Schedule), always showing the crontab it stands for.
 */
import { Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { WEEKDAYS, crontabError, parseCrontab, toCrontab, type Schedule } from './cron';

const KINDS = [
  { label: 'Every day', value: 'day' },
  { label: 'Every week', value: 'week' },
  { label: 'Custom (CRON schedule)', value: 'custom' },
];

function TimeFields({
  hour,
  minute,
  onChange,
}: {
  hour: number;
  minute: number;
  onChange: (h: number, m: number) => void;
}) {
  return (
    <Space.Compact>
      <InputNumber
        aria-label="Hour"
        data-test="schedule-hour"
        min={0}
        max={23}
        value={hour}
        onChange={(v) => onChange(v ?? 0, minute)}
        style={{ width: 70 }}
      />
      <InputNumber
        aria-label="Minute"
        data-test="schedule-minute"
        min={0}
        max={59}
        value={minute}
        onChange={(v) => onChange(hour, v ?? 0)}
        style={{ width: 70 }}
      />
    </Space.Compact>
  );
}

export function SchedulePicker({ value, onChange }: { value: string; onChange: (crontab: string) => void }) {
  // The picker keeps its own reading so that typing a custom crontab does not flip it back to "Every day".
  const [schedule, setSchedule] = useState<Schedule>(() => parseCrontab(value));
  const set = (s: Schedule) => {
    setSchedule(s);
    onChange(toCrontab(s));
  };
  const time = schedule.kind === 'custom' ? { hour: 0, minute: 0 } : schedule;
  const error = crontabError(value);
  return (
    <div data-test="schedule-picker">
      <Space wrap>
        <Select
          aria-label="Schedule type"
          data-test="schedule-kind"
          style={{ width: 200 }}
          value={schedule.kind}
          options={KINDS}
          onChange={(kind: Schedule['kind']) => {
            if (kind === 'custom') set({ kind, crontab: toCrontab(schedule) });
            else if (kind === 'day') set({ kind, hour: time.hour, minute: time.minute });
            else set({ kind, weekday: 1, hour: time.hour, minute: time.minute });
          }}
        />
        {schedule.kind === 'week' && (
          <Select
            aria-label="Day of week"
            data-test="schedule-weekday"
            style={{ width: 130 }}
            value={schedule.weekday}
            options={WEEKDAYS.map((d, i) => ({ label: d, value: i }))}
            onChange={(weekday: number) => set({ ...schedule, weekday })}
          />
        )}
        {schedule.kind !== 'custom' && (
          <>
            <span>at</span>
            <TimeFields
              hour={schedule.hour}
              minute={schedule.minute}
              onChange={(hour, minute) => set({ ...schedule, hour, minute })}
            />
          </>
        )}
      </Space>
      {schedule.kind === 'custom' ? (
        <Input
          aria-label="CRON Schedule"
          data-test="crontab-input"
          placeholder="CRON expression"
          style={{ marginTop: 8 }}
          value={schedule.crontab}
          status={error ? 'error' : undefined}
          onChange={(e) => set({ kind: 'custom', crontab: e.target.value })}
        />
      ) : (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', marginTop: 4 }}
          data-test="crontab-preview"
        >
          {value}
        </Typography.Text>
      )}
      {error && schedule.kind === 'custom' && (
        <Typography.Text type="danger" data-test="crontab-error">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
