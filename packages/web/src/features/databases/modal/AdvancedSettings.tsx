import { Checkbox, Collapse, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AdvancedSettings as Settings } from './databaseForm';
import { FieldItem, fieldId } from './FieldItem';
import type { FieldErrors } from './validationErrors';

type Flag =
  'expose_in_sqllab' | 'allow_ctas' | 'allow_cvas' | 'allow_dml' | 'allow_run_async' | 'allow_file_upload';

export interface AdvancedSettingsProps {
  value: Settings;
  errors: FieldErrors;
  onChange: (value: Settings) => void;
  /** Panels open at first (edit mode opens all in its own tab). */
  defaultOpen?: string[];
}

/** The Advanced section of the connection modal: SQL Lab, performance, security and extra JSON. */
export function AdvancedSettings({ value, errors, onChange, defaultOpen = [] }: AdvancedSettingsProps) {
  const set = (patch: Partial<Settings>) => onChange({ ...value, ...patch });
  const flag = (name: Flag, label: string, hint?: ReactNode) => (
    <div style={{ marginBottom: 8 }}>
      <Checkbox
        data-test={`advanced-${name}`}
        checked={value[name]}
        onChange={(e) => set({ [name]: e.target.checked })}
      >
        {label}
      </Checkbox>
      {hint && (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 0 24px', fontSize: 12 }}>
          {hint}
        </Typography.Paragraph>
      )}
    </div>
  );

  return (
    <Collapse
      data-test="advanced-section"
      defaultActiveKey={defaultOpen}
      size="small"
      items={[
        {
          key: 'sql-lab',
          label: 'SQL Lab',
          children: (
            <>
              {flag(
                'expose_in_sqllab',
                'Expose database in SQL Lab',
                'Allow this database to be queried in SQL Lab',
              )}
              {flag('allow_ctas', 'Allow CREATE TABLE AS', 'Allow creation of new tables based on queries')}
              {flag('allow_cvas', 'Allow CREATE VIEW AS', 'Allow creation of new views based on queries')}
              {flag(
                'allow_dml',
                'Allow DML',
                'Allow manipulation of the database using non-SELECT statements such as UPDATE, DELETE, CREATE, etc.',
              )}
            </>
          ),
        },
        {
          key: 'performance',
          label: 'Performance',
          children: (
            <>
              <FieldItem
                name="cache_timeout"
                label="Chart cache timeout"
                error={errors.cache_timeout}
                helper="Duration (in seconds) of the caching timeout for charts of this database. A timeout of 0 indicates that the cache never expires. Blank uses the global timeout."
              >
                <Input
                  id={fieldId('cache_timeout')}
                  data-test="advanced-cache_timeout"
                  inputMode="numeric"
                  placeholder="Enter duration in seconds"
                  value={value.cache_timeout}
                  onChange={(e) => set({ cache_timeout: e.target.value })}
                />
              </FieldItem>
              {flag(
                'allow_run_async',
                'Asynchronous query execution',
                'Operate the database in asynchronous mode, meaning that the queries are executed on remote workers as opposed to on the web server itself.',
              )}
            </>
          ),
        },
        {
          key: 'security',
          label: 'Security',
          children: flag('allow_file_upload', 'Allow file uploads to database'),
        },
        {
          key: 'other',
          label: 'Other',
          children: (
            <FieldItem
              name="extra"
              label="Extra"
              error={errors.extra}
              helper='JSON string containing extra configuration elements, e.g. {"allows_virtual_table_explore": true, "metadata_cache_timeout": {"schema_cache_timeout": 600}}.'
            >
              <Input.TextArea
                id={fieldId('extra')}
                data-test="advanced-extra"
                autoSize={{ minRows: 3, maxRows: 12 }}
                style={{ fontFamily: 'monospace', fontSize: 12 }}
                value={value.extra}
                onChange={(e) => set({ extra: e.target.value })}
              />
            </FieldItem>
          ),
        },
      ]}
    />
  );
}
