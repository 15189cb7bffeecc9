/** Saving the alert or report dialog: create or update, the success toast, and the server's 400s by field. */
import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { fieldErrors, useCreateReportMutation, useUpdateReportMutation } from '../../../api/reports';
import { useToasts } from '../../../components/Toasts';
import { payloadOf, type AlertForm, type SectionKey } from '../alertForm';

// The API fields each section shows; a server message on another field is shown at the bottom.
export const SECTION_FIELDS: Record<SectionKey, string[]> = {
  general: ['name', 'owners', 'description'],
  alert: ['database', 'sql', 'validator_type', 'validator_config_json'],
  content: ['dashboard', 'chart', 'report_format', 'custom_width'],
  schedule: ['crontab', 'timezone', 'log_retention', 'working_timeout', 'grace_period'],
  notification: ['recipients'],
};
const SHOWN_FIELDS = new Set(Object.values(SECTION_FIELDS).flat());

/** The sections holding messages on these fields. */
export const sectionsWith = (fields: Record<string, string>): SectionKey[] =>
  (Object.keys(SECTION_FIELDS) as SectionKey[]).filter((k) => SECTION_FIELDS[k].some((f) => f in fields));

/** What the dialog shows below its sections: the failure that no field shows. */
function unplacedFailure(e: unknown, byField: Record<string, string>): string | null {
  if (Object.keys(byField).length === 0) return errorText(e);
  const other = Object.entries(byField).filter(([k]) => !SHOWN_FIELDS.has(k));
  return other.length ? other.map(([k, v]) => `${k}: ${v}`).join('; ') : null;
}

export function useAlertSave(id: number | null, noun: 'Alert' | 'Report', onSaved: () => void) {
  const { addSuccessToast } = useToasts();
  const [createReport, created] = useCreateReportMutation();
  const [updateReport, updated] = useUpdateReportMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Resolves to the fields the server refused (empty when saved). */
  const save = async (form: AlertForm): Promise<Record<string, string>> => {
    setFailure(null);
    setServerErrors({});
    const body = payloadOf(form);
    try {
      if (id !== null) {
        await updateReport({ id, body }).unwrap();
        addSuccessToast(`${noun} updated`);
      } else {
        await createReport(body).unwrap();
        addSuccessToast(`The ${noun.toLowerCase()} has been created`);
      }
      onSaved();
      return {};
    } catch (e) {
      const byField = fieldErrors(e);
      setServerErrors(byField);
      setFailure(unplacedFailure(e, byField));
      return byField;
    }
  };
  return { save, saving: created.isLoading || updated.isLoading, serverErrors, setServerErrors, failure };
}
