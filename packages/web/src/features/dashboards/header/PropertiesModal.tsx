import { Alert, Button, Collapse, Form, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  fetchDashboardRelatedOptions,
  fetchTagOptions,
  useUpdateDashboardMutation,
} from '../../../api/dashboardActions';
import { errorText } from '../../../api/errors';
import type { DashboardDetail } from '../../../api/types';
import { useToasts } from '../../../components/Toasts';
import { ColorSchemeSelect } from './ColorSchemeSelect';
import type { HeaderFeatureFlags } from './featureFlags';
import {
  buildPropertiesUpdate,
  colorSchemeOf,
  fieldError,
  formatJsonMetadata,
  parseJsonMetadata,
  propertiesPatch,
  setMetadataKey,
} from './propertiesForm';
import { SearchSelect, type SearchOption } from './SearchSelect';

export const PROPERTIES_SAVED = 'The dashboard has been saved';

type Named = { id: number; name: string; type?: number | string };
/** GET /api/v1/dashboard/{id} as Superset sends it: roles and tags as objects when listed. */
type DashboardWithAccess = DashboardDetail & { roles?: Named[]; tags?: Named[] };

export interface PropertiesModalProps {
  dashboard: DashboardDetail;
  flags: HeaderFeatureFlags;
  onHide: () => void;
  onSaved: (patch: Partial<DashboardDetail>) => void;
}

const related = (column: 'owners' | 'roles') => async (search: string) =>
  (await fetchDashboardRelatedOptions(column, search)).result.map((o) => ({ value: o.value, label: o.text }));

// Custom tags only: owner:, type: and favorited_by: tags are the system's.
const customTags = (tags: Named[] | undefined) =>
  (tags ?? []).filter((t) => t.type === undefined || t.type === 1 || t.type === 'custom');

/** "Edit properties": title, slug, access, colours, certification, JSON metadata; saved by PUT. */
export function PropertiesModal({ dashboard, flags, onHide, onSaved }: PropertiesModalProps) {
  const d = dashboard as DashboardWithAccess;
  const { addSuccessToast } = useToasts();
  const [update, { isLoading }] = useUpdateDashboardMutation();
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
  const [saveError, setSaveError] = useState<string>();

  const jsonError = useMemo(() => {
    const parsed = parseJsonMetadata(json);
    return parsed.ok ? undefined : parsed.error;
  }, [json]);

  const save = async () => {
    const built = buildPropertiesUpdate(
      {
        title,
        slug,
        owners: owners.map((o) => o.value),
        roles: roles.map((r) => r.value),
        tags: tags.map((t) => t.value),
        certifiedBy,
        certificationDetails: details,
        jsonMetadata: json,
      },
      { roles: flags.DASHBOARD_RBAC, tags: flags.TAGGING_SYSTEM },
    );
    if (!built.ok) return; // the metadata error is on screen and Save is disabled
    setSlugError(undefined);
    setSaveError(undefined);
    try {
      const r = await update({ id: d.id, body: built.body }).unwrap();
      onSaved(propertiesPatch(built.body, owners, r.result));
      addSuccessToast(PROPERTIES_SAVED);
      onHide();
    } catch (e) {
      const onSlug = fieldError(e, 'slug');
      if (onSlug) setSlugError(onSlug);
      else setSaveError(errorText(e));
    }
  };

  const section = (text: string, first = false) => (
    <Typography.Title level={5} style={{ marginTop: first ? 0 : 8 }}>
      {text}
    </Typography.Title>
  );

  return (
    <Modal
      open
      title="Dashboard properties"
      width={720}
      onCancel={onHide}
      footer={[
        <Button key="cancel" onClick={onHide} data-test="properties-modal-cancel-button">
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={isLoading}
          disabled={Boolean(jsonError)}
          onClick={() => void save()}
          data-test="properties-modal-save-button"
        >
          Save
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-test="dashboard-properties-modal">
        {section('Basic information', true)}
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

        {section('Access')}
        <Form.Item
          label="Owners"
          extra="Owners is a list of users who can alter the dashboard. Searchable by name or username."
        >
          <SearchSelect
            dataTest="dashboard-owners-select"
            ariaLabel="Owners"
            placeholder="Select owners"
            value={owners}
            onChange={setOwners}
            fetchOptions={related('owners')}
          />
        </Form.Item>
        {flags.DASHBOARD_RBAC && (
          <Form.Item
            label="Roles"
            extra="Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply."
          >
            <SearchSelect
              dataTest="dashboard-roles-select"
              ariaLabel="Roles"
              placeholder="Select roles"
              value={roles}
              onChange={setRoles}
              fetchOptions={related('roles')}
            />
          </Form.Item>
        )}
        {flags.TAGGING_SYSTEM && (
          <Form.Item label="Tags" extra="A list of tags that have been applied to this dashboard.">
            <SearchSelect
              dataTest="dashboard-tags-select"
              ariaLabel="Tags"
              placeholder="Select tags"
              value={tags}
              onChange={setTags}
              fetchOptions={fetchTagOptions}
            />
          </Form.Item>
        )}

        {section('Colors')}
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

        {section('Certification')}
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
                  <Input.TextArea
                    data-test="dashboard-metadata-editor"
                    aria-label="JSON metadata"
                    value={json}
                    onChange={(e) => setJson(e.target.value)}
                    autoSize={{ minRows: 8, maxRows: 20 }}
                    spellCheck={false}
                    style={{
                      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                      fontSize: 12,
                    }}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
        {saveError && <Alert type="error" showIcon title={saveError} data-test="properties-save-error" />}
      </Form>
    </Modal>
  );
}
