import { useState } from 'react';
import {
  useCreateDatabaseMutation,
  useTestConnectionMutation,
  useUpdateDatabaseMutation,
  useValidateParametersMutation,
  type AvailableEngine,
  type DatabaseDetail,
} from '../../../api/databases';
import { errorText, isUnauthorized, normalizeError, sprintf } from '../../../api/errors';
import { useToasts } from '../../../components/Toasts';
import {
  formErrors,
  savePayload,
  testConnectionPayload,
  validatePayload,
  type DatabaseForm,
} from './databaseForm';
import { fieldErrorsFrom, type FieldErrors } from './validationErrors';

export const CONNECTION_OK = 'Connection looks good!';
export const CONNECTION_ERROR = 'ERROR: %s';
export const SETTINGS_UPDATED = 'Database settings updated';

export interface ConnectionActionsOptions {
  engine: AvailableEngine | undefined;
  /** The stored database in edit mode. */
  existing?: DatabaseDetail;
}

/** Runs one action at a time, marking which one is under way. */
function useBusy() {
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const running =
    <A extends unknown[], R>(kind: 'test' | 'save', fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      setBusy(kind);
      try {
        return await fn(...args);
      } finally {
        setBusy(null);
      }
    };
  return { busy, running };
}

/** The field errors and the error shown at the top of the form. */
function useFormErrors(engine: AvailableEngine | undefined) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Client checks first; false when the form cannot be sent. */
  const checkLocally = (form: DatabaseForm): boolean => {
    const found = formErrors(form, engine);
    setErrors(found);
    setFormError(null);
    return Object.keys(found).length === 0;
  };

  const showFailure = (e: unknown) => {
    if (isUnauthorized(e)) return;
    const err = normalizeError(e);
    setErrors(fieldErrorsFrom(err, true));
    setFormError(errorText(err));
  };

  const clearErrors = () => {
    setErrors({});
    setFormError(null);
  };

  return { errors, setErrors, formError, checkLocally, showFailure, clearErrors };
}

/**
 * Test connection, Connect (create) and Finish (update), with their field errors and the error
 * shown at the top of the form. Each returns the saved database, or null when it did not save.
 */
export function useConnectionActions({ engine, existing }: ConnectionActionsOptions) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const { errors, setErrors, formError, checkLocally, showFailure, clearErrors } = useFormErrors(engine);
  const { busy, running } = useBusy();
  const [testConnection] = useTestConnectionMutation();
  const [validateParameters] = useValidateParametersMutation();
  const [createDatabase] = useCreateDatabaseMutation();
  const [updateDatabase] = useUpdateDatabaseMutation();

  /** The dynamic form is validated (and pinged) by validate_parameters before a save. */
  const validated = async (form: DatabaseForm): Promise<boolean> => {
    if (form.configuration_method !== 'dynamic_form') return true;
    try {
      await validateParameters(validatePayload(form, engine, existing?.id)).unwrap();
      return true;
    } catch (e) {
      showFailure(e);
      return false;
    }
  };

  const test = async (form: DatabaseForm): Promise<void> => {
    if (!checkLocally(form)) return;
    try {
      if (form.configuration_method === 'dynamic_form')
        await validateParameters(validatePayload(form, engine, existing?.id)).unwrap();
      else await testConnection(testConnectionPayload(form, engine, existing?.database_name)).unwrap();
      addSuccessToast(CONNECTION_OK);
    } catch (e) {
      if (isUnauthorized(e)) return;
      const err = normalizeError(e);
      setErrors(fieldErrorsFrom(err, true));
      addDangerToast(sprintf(CONNECTION_ERROR, errorText(err)));
    }
  };

  const connect = async (form: DatabaseForm): Promise<DatabaseDetail | null> => {
    if (!checkLocally(form) || !(await validated(form))) return null;
    try {
      return (await createDatabase(savePayload(form, engine)).unwrap()).result;
    } catch (e) {
      showFailure(e);
      return null;
    }
  };

  const save = async (form: DatabaseForm): Promise<DatabaseDetail | null> => {
    if (!existing || !checkLocally(form) || !(await validated(form))) return null;
    try {
      const r = await updateDatabase({ id: existing.id, body: savePayload(form, engine) }).unwrap();
      addSuccessToast(SETTINGS_UPDATED);
      return r.result;
    } catch (e) {
      showFailure(e);
      return null;
    }
  };

  return {
    errors,
    formError,
    clearErrors,
    test: running('test', test),
    connect: running('save', connect),
    save: running('save', save),
    testing: busy === 'test',
    saving: busy === 'save',
  };
}
