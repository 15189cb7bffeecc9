/**
 * The editor's validation request: `validate_sql` on the tab's database with its catalog, schema
 * and template parameters, or none without a database. `key` changes when any of them does, so
 * the editor drops its marks and validates again. Dispatched without a subscription: a request in
 * flight does not re-render the pane.
 */
import { useMemo } from 'react';
import { sqllabApi, type ValidationAnnotation } from '../../../api/sqllab';
import { useAppDispatch } from '../useAppDispatch';
import type { QueryEditor } from '../state/types';

export type ValidateFn = (sql: string) => Promise<readonly ValidationAnnotation[]>;

export function useSqlValidation(editor: QueryEditor): { validate: ValidateFn | null; key: string } {
  const dispatch = useAppDispatch();
  const { dbId, catalog, schema, templateParams } = editor;
  return useMemo(() => {
    const params = templateParams.trim() ? templateParams : undefined;
    const validate: ValidateFn | null =
      dbId === null
        ? null
        : async (sql) => {
            const request = dispatch(
              sqllabApi.endpoints.validateSql.initiate(
                { dbId, sql, catalog, schema, ...(params ? { template_params: params } : {}) },
                { track: false },
              ),
            );
            return request.unwrap();
          };
    return { validate, key: JSON.stringify([dbId, catalog, schema, params ?? null]) };
  }, [dispatch, dbId, catalog, schema, templateParams]);
}
