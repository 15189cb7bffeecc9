/** The contents section of the alert and report dialog: dashboard or chart, format, width, cache. */
import { Checkbox, InputNumber, Select } from 'antd';
import { formatsFor, type ContentType } from '../alertForm';
import { Field } from './fields';
import { RelatedSelect } from './RelatedSelect';
import type { SectionProps } from './sections';

const CONTENT_TYPES: { label: string; value: ContentType }[] = [
  { label: 'Dashboard', value: 'dashboard' },
  { label: 'Chart', value: 'chart' },
];

export function ContentSection(props: SectionProps) {
  const { form, set, errors, readOnly } = props;
  const isDashboard = form.contentType === 'dashboard';
  const screenshot = form.format === 'PNG' || form.format === 'PDF';
  return (
    <>
      <Field label="Content type" required>
        <Select<ContentType>
          data-test="content-type"
          aria-label="Select content type"
          disabled={readOnly}
          value={form.contentType}
          options={CONTENT_TYPES}
          onChange={(contentType) =>
            set({
              contentType,
              // CSV and text are a chart's; a dashboard goes back to an image.
              ...(contentType === 'dashboard' && !['PNG', 'PDF'].includes(form.format)
                ? { format: 'PNG' }
                : {}),
            })
          }
        />
      </Field>
      {isDashboard ? (
        <Field label="Select dashboard" required error={errors.dashboard}>
          <RelatedSelect
            column="dashboard"
            dataTest="select-dashboard"
            ariaLabel="Dashboard"
            placeholder="Select dashboard"
            disabled={readOnly}
            value={form.dashboard}
            onChange={(dashboard) => set({ dashboard })}
          />
        </Field>
      ) : (
        <Field label="Select chart" required error={errors.chart}>
          <RelatedSelect
            column="chart"
            dataTest="select-chart"
            ariaLabel="Chart"
            placeholder="Select chart"
            disabled={readOnly}
            value={form.chart}
            onChange={(chart) => set({ chart })}
          />
        </Field>
      )}
      <Field label="Content format" required error={errors.report_format}>
        <Select
          data-test="content-format"
          aria-label="Select format"
          disabled={readOnly}
          value={form.format}
          options={formatsFor(form.contentType)}
          onChange={(format) => set({ format })}
        />
      </Field>
      {screenshot && (
        <Field label="Screenshot width" error={errors.custom_width}>
          <InputNumber
            data-test="custom-width"
            aria-label="Screenshot width"
            placeholder="Input custom width in pixels"
            style={{ width: '100%' }}
            min={1}
            disabled={readOnly}
            value={form.customWidth}
            onChange={(v) => set({ customWidth: v === null || v === undefined ? null : Number(v) })}
          />
        </Field>
      )}
      <IgnoreCache {...props} />
    </>
  );
}

function IgnoreCache({ form, set, readOnly }: SectionProps) {
  return (
    <Checkbox
      data-test="force-screenshot"
      checked={form.forceScreenshot}
      disabled={readOnly}
      onChange={(e) => set({ forceScreenshot: e.target.checked })}
    >
      Ignore cache when generating report
    </Checkbox>
  );
}
