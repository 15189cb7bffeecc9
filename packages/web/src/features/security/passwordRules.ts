import type { FormRule } from 'antd';

export const PASSWORD_MIN_LENGTH = 10;

/** A new password: required (or not, where empty keeps the current one) and long enough. */
export const passwordRules = (required: boolean): FormRule[] => [
  { required, message: 'Password is required' },
  { min: PASSWORD_MIN_LENGTH, message: `At least ${PASSWORD_MIN_LENGTH} characters` },
];

/** The confirmation equals the `password` field; `emptyMatches`: unset and empty count as equal. */
export const matchesPassword =
  (emptyMatches: boolean): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value) => {
      const password: unknown = getFieldValue('password');
      const same = emptyMatches ? (password ?? '') === (value ?? '') : password === value;
      return same ? Promise.resolve() : Promise.reject(new Error('The passwords do not match'));
    },
  });
