/**
 * "Edit chart properties": name, description, certification, cache timeout and owners of a saved
 * chart, written with PUT /api/v1/chart/{id}.
 */
import { Button, Input, Modal, Select, Spin, Typography } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { fetchChartRelated, getChart, updateChart, type ChartDetail } from '../../../api/charts';
import { errorText, sprintf } from '../../../api/errors';
import { useToasts } from '../../../components/Toasts';
import { SaveFailureAlert, saveFailure, type SaveFailure } from '../../../components/SaveFailure';
import { isCustomTag } from '../../../api/tags';
import { CustomTagsSelect } from '../../tags/CustomTagsSelect';
import { useTaggingEnabled } from '../../tags/tagging';

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
  /** Custom tag ids (with the tagging system on). */
  tags?: number[];
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

interface ChartForm {
  name: string;
  description: string;
  cacheTimeout: string;
  certifiedBy: string;
  details: string;
  owners: Owner[];
  tags: Owner[];
}
type SetForm = (patch: Partial<ChartForm>) => void;

const formOf = (c: ChartDetail): ChartForm => ({
  name: c.slice_name,
  description: c.description ?? '',
  cacheTimeout: c.cache_timeout === null ? '' : String(c.cache_timeout),
  certifiedBy: c.certified_by ?? '',
  details: c.certification_details ?? '',
  owners: c.owners.map((o) => ({ value: o.id, label: `${o.first_name} ${o.last_name}`.trim() })),
  tags: c.tags.filter(isCustomTag).map((t) => ({ value: t.id, label: t.name })),
});

const propertiesOf = (f: ChartForm, tagging: boolean): ChartProperties => ({
  slice_name: f.name.trim(),
  description: f.description.trim() || null,
  cache_timeout: f.cacheTimeout.trim() === '' ? null : Number(f.cacheTimeout),
  certified_by: f.certifiedBy.trim() || null,
  certification_details: f.certifiedBy.trim() ? f.details.trim() || null : null,
  owners: f.owners.map((o) => o.value),
  ...(tagging && { tags: f.tags.map((t) => t.value) }),
});

const timeoutValid = (f: ChartForm) => f.cacheTimeout.trim() === '' || /^\d+$/.test(f.cacheTimeout.trim());

/** The chart read once, and its form. */
function useChartForm(sliceId: number) {
  const { addDangerToast } = useToasts();
  const [chart, setChart] = useState<ChartDetail | null>(null);
  const [form, setFormState] = useState<ChartForm | null>(null);
  useEffect(() => {
    let cancelled = false;
    getChart(sliceId).then(
      (c) => {
        if (cancelled) return;
        setChart(c);
        setFormState(formOf(c));
      },
      (e: unknown) =>
        !cancelled &&
        addDangerToast(sprintf('An error occurred while fetching %s info: %s', 'chart', errorText(e))),
    );
    return () => {
      cancelled = true;
    };
  }, [sliceId, addDangerToast]);
  const setForm: SetForm = (patch) => setFormState((f) => (f ? { ...f, ...patch } : f));
  return { chart, form, setForm };
}

/** Owners chosen among the users `related/owners` offers, searched on the server. */
function OwnersField({ owners, onChange }: { owners: Owner[]; onChange: (o: Owner[]) => void }) {
  const [options, setOptions] = useState<Owner[]>([]);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);
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
  const ownerOptions = [...owners, ...options.filter((o) => !owners.some((x) => x.value === o.value))];
  return (
    <Select<Owner[]>
      mode="multiple"
      labelInValue
      style={{ width: '100%' }}
      value={owners}
      options={ownerOptions}
      showSearch={{ filterOption: false, onSearch: searchOwners }}
      onOpenChange={(open) => open && searchOwners('')}
      onChange={(v) => onChange(v.map((o) => ({ value: o.value, label: String(o.label) })))}
    />
  );
}

type TextKey = Exclude<keyof ChartForm, 'owners' | 'tags'>;

function PropertiesFields({
  form,
  setForm,
  tagging,
}: {
  form: ChartForm;
  setForm: SetForm;
  tagging: boolean;
}) {
  /** Value and change handler of the text field `key`. */
  const text = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ [key]: e.target.value }),
  });
  return (
    <>
      <Section title="Basic information">
        <Field label="Name *">
          <Input
            data-test="properties-name"
            {...text('name')}
            status={form.name.trim() ? undefined : 'error'}
          />
        </Field>
        <Field label="Description">
          <Input.TextArea rows={3} {...text('description')} />
        </Field>
      </Section>
      <Section title="Certification">
        <Field label="Certified by">
          <Input data-test="properties-certified-by" {...text('certifiedBy')} />
        </Field>
        <Field label="Certification details">
          <Input {...text('details')} disabled={!form.certifiedBy.trim()} />
        </Field>
      </Section>
      <Section title="Configuration">
        <Field label="Cache timeout">
          <Input
            {...text('cacheTimeout')}
            status={timeoutValid(form) ? undefined : 'error'}
            placeholder="Seconds"
          />
        </Field>
      </Section>
      <Section title="Access">
        <Field label="Owners">
          <OwnersField owners={form.owners} onChange={(owners) => setForm({ owners })} />
        </Field>
      </Section>
      {tagging && (
        <Section title="Tags">
          <CustomTagsSelect value={form.tags} onChange={(tags) => setForm({ tags })} />
        </Section>
      )}
    </>
  );
}

export interface PropertiesModalProps {
  sliceId: number;
  onHide: () => void;
  /** Called with what was written, before the modal hides. */
  onSaved: (p: ChartProperties) => void;
}

export function PropertiesModal({ sliceId, onHide, onSaved }: PropertiesModalProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const { chart, form, setForm } = useChartForm(sliceId);
  const tagging = useTaggingEnabled();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const save = async () => {
    if (!form) return;
    const props = propertiesOf(form, tagging);
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
          disabled={!chart || !form || !form.name.trim() || !timeoutValid(form)}
          onClick={() => void save()}
        >
          Save
        </Button>,
      ]}
    >
      {!chart || !form ? (
        <Spin />
      ) : (
        <div data-test="properties-modal">
          {failure && (
            <div style={{ marginBottom: 16 }}>
              <SaveFailureAlert failure={failure} data-test="properties-save-failure" />
            </div>
          )}
          <PropertiesFields form={form} setForm={setForm} tagging={tagging} />
        </div>
      )}
    </Modal>
  );
}
