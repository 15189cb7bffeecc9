/**
 * The connection modal's state as plain data: built for a new engine or from a stored database,
 * checked, and turned into the API payloads (create/update, test_connection, validate_parameters).
 */
import type {
  AvailableEngine,
  DatabaseDetail,
  DatabasePayload,
  ValidateParametersPayload,
} from '../../../api/databases';
import {
  missingRequired,
  parameterFields,
  parametersPayload,
  valuesFromParameters,
  type ParameterField,
  type ParameterValues,
} from './parameterFields';
import { REQUIRED_FIELD, requiredErrors, type FieldErrors } from './validationErrors';

export type ConfigurationMethod = 'dynamic_form' | 'sqlalchemy_form';

export interface AdvancedSettings {
  expose_in_sqllab: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  /** Text as typed; blank means "use the default" (null). */
  cache_timeout: string;
  /** JSON text of an object. */
  extra: string;
}

export interface DatabaseForm {
  engine: string;
  engineName: string;
  driver: string | null;
  configuration_method: ConfigurationMethod;
  database_name: string;
  sqlalchemy_uri: string;
  parameters: ParameterValues;
  advanced: AdvancedSettings;
}

export const DEFAULT_ADVANCED: AdvancedSettings = {
  expose_in_sqllab: true,
  allow_ctas: false,
  allow_cvas: false,
  allow_dml: false,
  allow_run_async: false,
  allow_file_upload: false,
  cache_timeout: '',
  extra: '',
};

export const INVALID_EXTRA = 'extra is not valid JSON';
export const INVALID_CACHE_TIMEOUT = 'Cache timeout must be a whole number of seconds';

export const supportsDynamicForm = (engine: AvailableEngine | undefined): boolean =>
  Boolean(engine?.parameters && Object.keys(engine.parameters.properties ?? {}).length);

export const fieldsOf = (engine: AvailableEngine | undefined): ParameterField[] =>
  parameterFields(engine?.parameters);

/** A new connection: the engine's name as display name, the dynamic form when it has one. */
export function newForm(engine: AvailableEngine): DatabaseForm {
  return {
    engine: engine.engine,
    engineName: engine.name,
    driver: engine.default_driver || null,
    configuration_method: supportsDynamicForm(engine) ? 'dynamic_form' : 'sqlalchemy_form',
    database_name: engine.name,
    sqlalchemy_uri: '',
    parameters: valuesFromParameters(fieldsOf(engine), undefined),
    advanced: { ...DEFAULT_ADVANCED },
  };
}

/** A stored database in the form; a masked password stays masked (keeping it keeps the stored one). */
export function formFromDatabase(db: DatabaseDetail, engine: AvailableEngine | undefined): DatabaseForm {
  const dynamic = db.configuration_method === 'dynamic_form' && supportsDynamicForm(engine);
  return {
    engine: engine?.engine ?? db.backend,
    engineName: engine?.name ?? db.backend,
    driver: db.driver,
    configuration_method: dynamic ? 'dynamic_form' : 'sqlalchemy_form',
    database_name: db.database_name,
    sqlalchemy_uri: db.sqlalchemy_uri,
    parameters: valuesFromParameters(fieldsOf(engine), db.parameters),
    advanced: {
      expose_in_sqllab: db.expose_in_sqllab,
      allow_ctas: db.allow_ctas,
      allow_cvas: db.allow_cvas,
      allow_dml: db.allow_dml,
      allow_run_async: db.allow_run_async,
      allow_file_upload: db.allow_file_upload,
      cache_timeout: db.cache_timeout === null ? '' : String(db.cache_timeout),
      extra: db.extra && db.extra.trim() !== '{}' ? prettyJson(db.extra) : '',
    },
  };
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Problems of the Advanced section, by field. */
export function advancedErrors(a: AdvancedSettings): FieldErrors {
  const out: FieldErrors = {};
  if (a.extra.trim() !== '') {
    try {
      const v: unknown = JSON.parse(a.extra);
      if (!v || typeof v !== 'object' || Array.isArray(v)) out.extra = INVALID_EXTRA;
    } catch {
      out.extra = INVALID_EXTRA;
    }
  }
  if (a.cache_timeout.trim() !== '' && !/^\d+$/.test(a.cache_timeout.trim()))
    out.cache_timeout = INVALID_CACHE_TIMEOUT;
  return out;
}

/** Client-side checks before anything is sent: required fields and the Advanced section. */
export function formErrors(form: DatabaseForm, engine: AvailableEngine | undefined): FieldErrors {
  const out: FieldErrors = {};
  if (form.database_name.trim() === '') out.database_name = REQUIRED_FIELD;
  if (form.configuration_method === 'sqlalchemy_form') {
    if (form.sqlalchemy_uri.trim() === '') out.sqlalchemy_uri = REQUIRED_FIELD;
  } else {
    Object.assign(out, requiredErrors(missingRequired(fieldsOf(engine), form.parameters)));
  }
  return { ...out, ...advancedErrors(form.advanced) };
}

/** The connection part of a payload (URI or engine + parameters). */
function connectionPayload(form: DatabaseForm, engine: AvailableEngine | undefined): DatabasePayload {
  if (form.configuration_method === 'sqlalchemy_form') {
    return { configuration_method: 'sqlalchemy_form', sqlalchemy_uri: form.sqlalchemy_uri.trim() };
  }
  return {
    configuration_method: 'dynamic_form',
    engine: form.engine,
    ...(form.driver ? { driver: form.driver } : {}),
    parameters: parametersPayload(fieldsOf(engine), form.parameters),
  };
}

/** The body of POST /database/ and PUT /database/{id}. */
export function savePayload(form: DatabaseForm, engine: AvailableEngine | undefined): DatabasePayload {
  const a = form.advanced;
  const timeout = a.cache_timeout.trim();
  return {
    database_name: form.database_name.trim(),
    ...connectionPayload(form, engine),
    expose_in_sqllab: a.expose_in_sqllab,
    allow_ctas: a.allow_ctas,
    allow_cvas: a.allow_cvas,
    allow_dml: a.allow_dml,
    allow_run_async: a.allow_run_async,
    allow_file_upload: a.allow_file_upload,
    cache_timeout: timeout === '' ? null : Number(timeout),
    extra: a.extra.trim() === '' ? '{}' : a.extra,
  };
}

/**
 * The body of test_connection. `storedName`: in edit mode the server finds the stored password of
 * a masked URI by the database's saved name.
 */
export function testConnectionPayload(
  form: DatabaseForm,
  engine: AvailableEngine | undefined,
  storedName?: string,
): DatabasePayload {
  return {
    database_name: storedName ?? form.database_name.trim(),
    ...connectionPayload(form, engine),
    ...(form.advanced.extra.trim() ? { extra: form.advanced.extra } : {}),
  };
}

/** The body of validate_parameters (dynamic form only). */
export function validatePayload(
  form: DatabaseForm,
  engine: AvailableEngine | undefined,
  id?: number,
): ValidateParametersPayload {
  return {
    ...(id !== undefined ? { id } : {}),
    database_name: form.database_name.trim(),
    engine: form.engine,
    ...(form.driver ? { driver: form.driver } : {}),
    configuration_method: 'dynamic_form',
    parameters: parametersPayload(fieldsOf(engine), form.parameters),
  };
}
