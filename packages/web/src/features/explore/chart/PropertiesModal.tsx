/**
 * "Edit chart properties": name, description, certification, cache timeout and owners of a saved
 * chart, written with PUT /api/v1/chart/{id}.
 */
import { Button, Input, Modal, Select, Spin, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchChartRelated, getChart, updateChart, type ChartDetail } from '../../../api/charts';
import { errorText, sprintf } from '../../../api/errors';
import { useToasts } from '../../../components/Toasts';
import { SaveFailureAlert, saveFailure, type SaveFailure } from '../../../components/SaveFailure';

interface Owner {
  value: number;
  label: string;
}

export interface ChartProperties {
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: number[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: 'block', marginBottom: 10 }}>
      <div style={{ fontSize: 12, marginBottom: 4 }}>{label}</div>
      {children}
    </label>
  );
}

export function PropertiesModal({
  sliceId,
  onHide,
  onSaved,
}: {
  sliceId: number;
  onHide: () => void;
  onSaved: (p: ChartProperties) => void;
}) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [chart, setChart] = useState<ChartDetail | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [cacheTimeout, setCacheTimeout] = useState('');
  const [certifiedBy, setCertifiedBy] = useState('');
  const [details, setDetails] = useState('');
  const [owners, setOwners] = useState<Owner[]>([]);
  const [options, setOptions] = useState<Owner[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let cancelled = false;
    getChart(sliceId).then(
      (c) => {
        if (cancelled) return;
        setChart(c);
        setName(c.slice_name);
        setDescription(c.description ?? '');
        setCacheTimeout(c.cache_timeout === null ? '' : String(c.cache_timeout));
        setCertifiedBy(c.certified_by ?? '');
        setDetails(c.certification_details ?? '');
        setOwners(c.owners.map((o) => ({ value: o.id, label: `${o.first_name} ${o.last_name}`.trim() })));
      },
      (e: unknown) =>
        !cancelled &&
        addDangerToast(sprintf('An error occurred while fetching %s info: %s', 'chart', errorText(e))),
    );
    return () => {
      cancelled = true;
      clearTimeout(debounce.current);
    };
  }, [sliceId, addDangerToast]);

  const searchOwners = (text: string) => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      fetchChartRelated('owners', text, 0, 100).then(
        (r) =>
          setOptions(r.result.filter((o) => o.text.trim()).map((o) => ({ value: o.value, label: o.text }))),
        () => setOptions([]),
      );
    }, 250);
  };

  const timeoutValid = cacheTimeout.trim() === '' || /^\d+$/.test(cacheTimeout.trim());
  const save = async () => {
    const props: ChartProperties = {
      slice_name: name.trim(),
      description: description.trim() || null,
      cache_timeout: cacheTimeout.trim() === '' ? null : Number(cacheTimeout),
      certified_by: certifiedBy.trim() || null,
      certification_details: certifiedBy.trim() ? details.trim() || null : null,
      owners: owners.map((o) => o.value),
    };
    setSaving(true);
    setFailure(null);
    try {
      await updateChart(sliceId, props);
      addSuccessToast('Chart properties updated');
      onSaved(props);
      onHide();
    } catch (e) {
      const failure = saveFailure(e, 'chart');
      setFailure(failure);
      addDangerToast(failure.message);
      setSaving(false);
    }
  };

  const ownerOptions = [...owners, ...options.filter((o) => !owners.some((x) => x.value === o.value))];
  return (
    <Modal
      open
      title="Edit Chart Properties"
      width={640}
      onCancel={onHide}
      footer={[
        <Button key="cancel" onClick={onHide}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          data-test="properties-modal-save"
          loading={saving}
          disabled={!chart || !name.trim() || !timeoutValid}
          onClick={() => void save()}
        >
          Save
        </Button>,
      ]}
    >
      {!chart ? (
        <Spin />
      ) : (
        <div data-test="properties-modal">
          {failure && (
            <div style={{ marginBottom: 16 }}>
              <SaveFailureAlert failure={failure} data-test="properties-save-failure" />
            </div>
          )}
          <Section title="Basic information">
            <Field label="Name *">
              <Input
                data-test="properties-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                status={name.trim() ? undefined : 'error'}
              />
            </Field>
            <Field label="Description">
              <Input.TextArea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
            </Field>
          </Section>
          <Section title="Certification">
            <Field label="Certified by">
              <Input
                data-test="properties-certified-by"
                value={certifiedBy}
                onChange={(e) => setCertifiedBy(e.target.value)}
              />
            </Field>
            <Field label="Certification details">
              <Input
                value={details}
                disabled={!certifiedBy.trim()}
                onChange={(e) => setDetails(e.target.value)}
              />
            </Field>
          </Section>
          <Section title="Configuration">
            <Field label="Cache timeout">
              <Input
                value={cacheTimeout}
                status={timeoutValid ? undefined : 'error'}
                placeholder="Seconds"
                onChange={(e) => setCacheTimeout(e.target.value)}
              />
            </Field>
          </Section>
          <Section title="Access">
            <Field label="Owners">
              <Select<Owner[]>
                mode="multiple"
                labelInValue
                style={{ width: '100%' }}
                value={owners}
                options={ownerOptions}
                showSearch={{ filterOption: false, onSearch: searchOwners }}
                onOpenChange={(open) => open && searchOwners('')}
                onChange={(v) => setOwners(v.map((o) => ({ value: o.value, label: String(o.label) })))}
              />
            </Field>
          </Section>
        </div>
      )}
    </Modal>
  );
}
