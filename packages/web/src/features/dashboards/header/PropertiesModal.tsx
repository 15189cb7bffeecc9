import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useUpdateDashboardMutation } from '../../../api/dashboardActions';
import { errorText } from '../../../api/errors';
import type { DashboardDetail } from '../../../api/types';
import { useToasts } from '../../../components/Toasts';
import type { HeaderFeatureFlags } from './featureFlags';
import {
  AccessFields,
  AdvancedFields,
  BasicFields,
  CertificationFields,
  ColorFields,
  SectionTitle,
  usePropertiesState,
  type DashboardWithAccess,
} from './PropertiesFields';
import { buildPropertiesUpdate, fieldError, propertiesPatch } from './propertiesForm';
import { ThemeSelect, type DashboardThemeRef } from './ThemeSelect';

export const PROPERTIES_SAVED = 'The dashboard has been saved';

export interface PropertiesModalProps {
  dashboard: DashboardDetail;
  flags: HeaderFeatureFlags;
  onHide: () => void;
  onSaved: (patch: Partial<DashboardDetail>) => void;
}

/** "Edit properties": title, slug, access, colours, certification, JSON metadata; saved by PUT. */
export function PropertiesModal({ dashboard, flags, onHide, onSaved }: PropertiesModalProps) {
  const d = dashboard as DashboardWithAccess;
  const { addSuccessToast } = useToasts();
  const [update, { isLoading }] = useUpdateDashboardMutation();
  const f = usePropertiesState(d);
  const [saveError, setSaveError] = useState<string>();
  const [theme, setTheme] = useState<DashboardThemeRef | null>(d.theme ?? null);
  const themeChanged = (theme?.id ?? null) !== (d.theme?.id ?? null);

  const save = async () => {
    const built = buildPropertiesUpdate(
      {
        title: f.title,
        slug: f.slug,
        owners: f.owners.map((o) => o.value),
        roles: f.roles.map((r) => r.value),
        tags: f.tags.map((t) => t.value),
        certifiedBy: f.certifiedBy,
        certificationDetails: f.details,
        jsonMetadata: f.json,
      },
      { roles: flags.DASHBOARD_RBAC, tags: flags.TAGGING_SYSTEM },
    );
    if (!built.ok) return; // the metadata error is on screen and Save is disabled
    f.setSlugError(undefined);
    setSaveError(undefined);
    try {
      const body = themeChanged ? { ...built.body, theme_id: theme?.id ?? null } : built.body;
      const r = await update({ id: d.id, body }).unwrap();
      onSaved({ ...propertiesPatch(built.body, f.owners, r.result), ...(themeChanged && { theme }) });
      addSuccessToast(PROPERTIES_SAVED);
      onHide();
    } catch (e) {
      const onSlug = fieldError(e, 'slug');
      if (onSlug) f.setSlugError(onSlug);
      else setSaveError(errorText(e));
    }
  };

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
          disabled={Boolean(f.jsonError)}
          onClick={() => void save()}
          data-test="properties-modal-save-button"
        >
          Save
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-test="dashboard-properties-modal">
        <SectionTitle text="Basic information" first />
        <BasicFields f={f} />
        <SectionTitle text="Access" />
        <AccessFields f={f} flags={flags} />
        <SectionTitle text="Colors" />
        <ColorFields f={f} />
        <ThemeSelect value={theme} onChange={setTheme} />
        <SectionTitle text="Certification" />
        <CertificationFields f={f} />
        <AdvancedFields f={f} />
        {saveError && <Alert type="error" showIcon title={saveError} data-test="properties-save-error" />}
      </Form>
    </Modal>
  );
}
