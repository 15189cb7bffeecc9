/** The schedule section of the alert and report dialog: crontab, time zone, retention, timeouts. */
import { InputNumber, Select } from 'antd';
import { RETENTION_OPTIONS } from '../alertForm';
import { browserTimezone, timezones } from '../format';
import { SchedulePicker } from '../SchedulePicker';
import { Field } from './fields';
import type { SectionProps } from './sections';

const ZONES = timezones().map((z) => ({ label: z, value: z }));

function Seconds({
  value,
  onChange,
  dataTest,
  label,
  disabled,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
  dataTest: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <InputNumber
      data-test={dataTest}
      aria-label={label}
      min={1}
      suffix="seconds"
      placeholder="Time in seconds"
      style={{ width: '100%' }}
      disabled={disabled}
      value={value}
      onChange={(v) => onChange(v === null || v === undefined ? null : Number(v))}
    />
  );
}

export function ScheduleSection({ form, set, errors, readOnly }: SectionProps) {
  return (
    <>
      <Field label="Schedule" required error={errors.crontab}>
        <SchedulePicker value={form.crontab} onChange={(crontab) => set({ crontab })} />
      </Field>
      <Field label="Timezone" required error={errors.timezone}>
        <Select
          showSearch
          data-test="timezone-select"
          aria-label="Timezone"
          disabled={readOnly}
          value={form.timezone || browserTimezone()}
          options={ZONES}
          onChange={(timezone: string) => set({ timezone })}
        />
      </Field>
      <Field label="Log retention" required error={errors.log_retention}>
        <Select
          data-test="log-retention"
          aria-label="Log retention"
          disabled={readOnly}
          value={form.logRetention}
          options={RETENTION_OPTIONS}
          onChange={(logRetention: number) => set({ logRetention })}
        />
      </Field>
      <Field label="Working timeout" required error={errors.working_timeout}>
        <Seconds
          dataTest="working-timeout"
          label="Working timeout"
          disabled={readOnly}
          value={form.workingTimeout}
          onChange={(workingTimeout) => set({ workingTimeout })}
        />
      </Field>
      {form.type === 'Alert' && (
        <Field label="Grace period" error={errors.grace_period}>
          <Seconds
            dataTest="grace-period"
            label="Grace period"
            disabled={readOnly}
            value={form.gracePeriod}
            onChange={(gracePeriod) => set({ gracePeriod })}
          />
        </Field>
      )}
    </>
  );
}
