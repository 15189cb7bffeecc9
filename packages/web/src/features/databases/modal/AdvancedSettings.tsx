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

type Set = (patch: Partial<Settings>) => void;

type TextName = 'cache_timeout' | 'extra';
/** The id, test id, value and change handler a text setting's input gets. */
type TextInputProps = {
  id: string;
  'data-test': string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
};

/** The settings, their errors and the setter every panel gets. */
interface PanelProps {
  value: Settings;
  errors: FieldErrors;
  set: Set;
}

/** One of the database's text settings: its field with label, helper and error around the input it renders. */
function TextSetting(
  props: PanelProps & {
    name: TextName;
    label: string;
    helper: string;
    input: (p: TextInputProps) => ReactNode;
  },
) {
  const { name, value, set } = props;
  return (
    <FieldItem name={name} label={props.label} error={props.errors[name]} helper={props.helper}>
      {props.input({
        id: fieldId(name),
        'data-test': `advanced-${name}`,
        value: value[name],
        onChange: (e) => set({ [name]: e.target.value }),
      })}
    </FieldItem>
  );
}

/** One of the database's on/off settings, with its hint under it. */
function FlagBox({
  name,
  label,
  hint,
  value,
  set,
}: {
  name: Flag;
  label: string;
  hint?: ReactNode;
  value: Settings;
  set: Set;
}) {
  return (
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
}

function SqlLabPanel({ value, set }: { value: Settings; set: Set }) {
  const flag = { value, set };
  return (
    <>
      <FlagBox
        {...flag}
        name="expose_in_sqllab"
        label="Expose database in SQL Lab"
        hint="Allow this database to be queried in SQL Lab"
      />
      <FlagBox
        {...flag}
        name="allow_ctas"
        label="Allow CREATE TABLE AS"
        hint="Allow creation of new tables based on queries"
      />
      <FlagBox
        {...flag}
        name="allow_cvas"
        label="Allow CREATE VIEW AS"
        hint="Allow creation of new views based on queries"
      />
      <FlagBox
        {...flag}
        name="allow_dml"
        label="Allow DML"
        hint="Allow manipulation of the database using non-SELECT statements such as UPDATE, DELETE, CREATE, etc."
      />
    </>
  );
}

function PerformancePanel(panel: PanelProps) {
  return (
    <>
      <TextSetting
        {...panel}
        name="cache_timeout"
        label="Chart cache timeout"
        helper="Duration (in seconds) of the caching timeout for charts of this database. A timeout of 0 indicates that the cache never expires. Blank uses the global timeout."
        input={(props) => <Input {...props} inputMode="numeric" placeholder="Enter duration in seconds" />}
      />
      <FlagBox
        {...panel}
        name="allow_run_async"
        label="Asynchronous query execution"
        hint="Operate the database in asynchronous mode, meaning that the queries are executed on remote workers as opposed to on the web server itself."
      />
    </>
  );
}

function ExtraField(panel: PanelProps) {
  return (
    <TextSetting
      {...panel}
      name="extra"
      label="Extra"
      helper='JSON string containing extra configuration elements, e.g. {"allows_virtual_table_explore": true, "metadata_cache_timeout": {"schema_cache_timeout": 600}}.'
      input={(props) => (
        <Input.TextArea
          {...props}
          autoSize={{ minRows: 3, maxRows: 12 }}
          style={{ fontFamily: 'monospace', fontSize: 12 }}
        />
      )}
    />
  );
}

/** The Advanced section of the connection modal: SQL Lab, performance, security and extra JSON. */
export function AdvancedSettings({ value, errors, onChange, defaultOpen = [] }: AdvancedSettingsProps) {
  const set = (patch: Partial<Settings>) => onChange({ ...value, ...patch });
  const panel = { value, errors, set };
  return (
    <Collapse
      data-test="advanced-section"
      defaultActiveKey={defaultOpen}
      size="small"
      items={[
        { key: 'sql-lab', label: 'SQL Lab', children: <SqlLabPanel {...panel} /> },
        { key: 'performance', label: 'Performance', children: <PerformancePanel {...panel} /> },
        {
          key: 'security',
          label: 'Security',
          children: <FlagBox {...panel} name="allow_file_upload" label="Allow file uploads to database" />,
        },
        { key: 'other', label: 'Other', children: <ExtraField {...panel} /> },
      ]}
    />
  );
}
