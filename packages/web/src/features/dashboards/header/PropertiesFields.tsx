/** The fields of "Edit properties" (PropertiesModal), by section, and their state. */
import { Collapse, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { fetchDashboardRelatedOptions, fetchTagOptions } from '../../../api/dashboardActions';
import type { DashboardDetail } from '../../../api/types';
import { SearchSelect, type SearchOption } from '../../../components/SearchSelect';
import { CodeTextArea } from './CodeTextArea';
import { ColorSchemeSelect } from './ColorSchemeSelect';
import type { HeaderFeatureFlags } from './featureFlags';
import { colorSchemeOf, formatJsonMetadata, parseJsonMetadata, setMetadataKey } from './propertiesForm';

type Named = { id: number; name: string; type?: number | string };
/** GET /api/v1/dashboard/{id} as Superset sends it: roles and tags as objects when listed. */
export type DashboardWithAccess = DashboardDetail & { roles?: Named[]; tags?: Named[] };

const related = (column: 'owners' | 'roles') => async (search: string) =>
  (await fetchDashboardRelatedOptions(column, search)).result.map((o) => ({ value: o.value, label: o.text }));

// Custom tags only: owner:, type: and favorited_by: tags are the system's.
const customTags = (tags: Named[] | undefined) =>
  (tags ?? []).filter((t) => t.type === undefined || t.type === 1 || t.type === 'custom');

/** The form's values, from the dashboard; the JSON metadata's parse error. */
export function usePropertiesState(d: DashboardWithAccess) {
  const [title, setTitle] = useState(d.dashboard_title ?? '');
  const [slug, setSlug] = useState(d.slug ?? '');
  const [owners, setOwners] = useState<SearchOption[]>(() =>
    d.owners.map((u) => ({ value: u.id, label: `${u.first_name} ${u.last_name}`.trim() })),
  );
  const [roles, setRoles] = useState<SearchOption[]>(() =>
    (d.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
  );
  const [tags, setTags] = useState<SearchOption[]>(() =>
    customTags(d.tags).map((t) => ({ value: t.id, label: t.name })),
  );
  const [certifiedBy, setCertifiedBy] = useState(d.certified_by ?? '');
  const [details, setDetails] = useState(d.certification_details ?? '');
  const [json, setJson] = useState(() => formatJsonMetadata(d.json_metadata));
  const [slugError, setSlugError] = useState<string>();

  const jsonError = useMemo(() => {
    const parsed = parseJsonMetadata(json);
    return parsed.ok ? undefined : parsed.error;
  }, [json]);
  return {
    title,
    setTitle,
    slug,
    setSlug,
    owners,
    setOwners,
    roles,
    setRoles,
    tags,
    setTags,
    certifiedBy,
    setCertifiedBy,
    details,
    setDetails,
    json,
    setJson,
    slugError,
    setSlugError,
    jsonError,
  };
}

export type PropertiesState = ReturnType<typeof usePropertiesState>;

export function SectionTitle({ text, first = false }: { text: string; first?: boolean }) {
  return (
    <Typography.Title level={5} style={{ marginTop: first ? 0 : 8 }}>
      {text}
    </Typography.Title>
  );
}

/** Name and URL slug. */
export function BasicFields({ f }: { f: PropertiesState }) {
  const { title, setTitle, slug, setSlug, slugError, setSlugError } = f;
  return (
    <>
      <Form.Item label="Name">
        <Input data-test="dashboard-title-input" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Form.Item>
      <Form.Item
        label="URL slug"
        help={slugError}
        extra="A readable URL for your dashboard"
        validateStatus={slugError ? 'error' : undefined}
      >
        <Input
          data-test="dashboard-slug-input"
          value={slug}
          onChange={(e) => {
            setSlug(e.target.value);
            setSlugError(undefined);
          }}
        />
      </Form.Item>
    </>
  );
}

interface AccessFieldProps {
  /** The field's name; also the select's aria-label and (lower case) its data-test and placeholder. */
  name: 'Owners' | 'Roles' | 'Tags';
  extra: string;
  value: SearchOption[];
  onChange: (value: SearchOption[]) => void;
  fetchOptions: (search: string) => Promise<SearchOption[]>;
}

function AccessField({ name, extra, value, onChange, fetchOptions }: AccessFieldProps) {
  const lower = name.toLowerCase();
  return (
    <Form.Item label={name} extra={extra}>
      <SearchSelect
        dataTest={`dashboard-${lower}-select`}
        ariaLabel={name}
        placeholder={`Select ${lower}`}
        value={value}
        onChange={onChange}
        fetchOptions={fetchOptions}
      />
    </Form.Item>
  );
}

/** Owners, and roles and tags when their features are on. */
export function AccessFields({ f, flags }: { f: PropertiesState; flags: HeaderFeatureFlags }) {
  const fields: (AccessFieldProps & { shown: boolean })[] = [
    {
      name: 'Owners',
      shown: true,
      extra: 'Owners is a list of users who can alter the dashboard. Searchable by name or username.',
      value: f.owners,
      onChange: f.setOwners,
      fetchOptions: related('owners'),
    },
    {
      name: 'Roles',
      shown: flags.DASHBOARD_RBAC,
      extra:
        'Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply.',
      value: f.roles,
      onChange: f.setRoles,
      fetchOptions: related('roles'),
    },
    {
      name: 'Tags',
      shown: flags.TAGGING_SYSTEM,
      extra: 'A list of tags that have been applied to this dashboard.',
      value: f.tags,
      onChange: f.setTags,
      fetchOptions: fetchTagOptions,
    },
  ];
  return <>{fields.map(({ shown, ...field }) => shown && <AccessField key={field.name} {...field} />)}</>;
}

/** The colour scheme, kept in the JSON metadata. */
export function ColorFields({ f }: { f: PropertiesState }) {
  const { json, setJson, jsonError } = f;
  return (
    <Form.Item
      label="Color scheme"
      extra={jsonError ? 'Fix the JSON metadata to change the colour scheme.' : undefined}
    >
      <ColorSchemeSelect
        value={colorSchemeOf(json)}
        disabled={Boolean(jsonError)}
        onChange={(scheme) => setJson((text) => setMetadataKey(text, 'color_scheme', scheme) ?? text)}
      />
    </Form.Item>
  );
}

/** Certified by, and its details. */
export function CertificationFields({ f }: { f: PropertiesState }) {
  const { certifiedBy, setCertifiedBy, details, setDetails } = f;
  return (
    <>
      <Form.Item label="Certified by" extra="Person or group that has certified this dashboard.">
        <Input
          data-test="dashboard-certified-by"
          value={certifiedBy}
          onChange={(e) => setCertifiedBy(e.target.value)}
        />
      </Form.Item>
      <Form.Item
        label="Certification details"
        extra={
          certifiedBy.trim()
            ? 'Any additional detail to show in the certification tooltip.'
            : 'Details are kept only when someone certified the dashboard.'
        }
      >
        <Input
          data-test="dashboard-certification-details"
          value={details}
          disabled={!certifiedBy.trim()}
          onChange={(e) => setDetails(e.target.value)}
        />
      </Form.Item>
    </>
  );
}

/** "Advanced": the JSON metadata editor (open when the metadata does not parse). */
export function AdvancedFields({ f }: { f: PropertiesState }) {
  const { json, setJson, jsonError } = f;
  return (
    <Collapse
      ghost
      defaultActiveKey={jsonError ? ['advanced'] : []}
      items={[
        {
          key: 'advanced',
          label: <Typography.Text strong>Advanced</Typography.Text>,
          forceRender: true,
          children: (
            <Form.Item
              label="JSON metadata"
              validateStatus={jsonError ? 'error' : undefined}
              help={jsonError}
              extra={
                'This JSON object is generated dynamically when clicking the save or overwrite button in the dashboard view. It is exposed here for reference and for power users who may want to alter specific parameters.'
              }
            >
              <CodeTextArea
                data-test="dashboard-metadata-editor"
                aria-label="JSON metadata"
                value={json}
                onChange={(e) => setJson(e.target.value)}
                autoSize={{ minRows: 8, maxRows: 20 }}
              />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
