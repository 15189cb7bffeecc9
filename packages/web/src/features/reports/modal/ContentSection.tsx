/** The contents section of the alert and report dialog: dashboard or chart, format, width, cache. */
import { Checkbox, Select } from 'antd';
import { formatsFor, type ContentType } from '../alertForm';
import { Field, RelatedField, WidthInput } from './fields';
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
      <RelatedField name={isDashboard ? 'dashboard' : 'chart'} {...props} />
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
          <WidthInput
            dataTest="custom-width"
            disabled={readOnly}
            value={form.customWidth}
            onChange={(customWidth) => set({ customWidth })}
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
