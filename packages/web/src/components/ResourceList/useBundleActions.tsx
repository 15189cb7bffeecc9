/**
 * Import and export on a list page: the header's import button (with can_write, as the import
 * endpoints ask) and its dialog, and the export of rows (with can_export) that row, card and bulk
 * "Export" call: one ZIP of the selected objects and everything they need.
 */
import { ImportOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { EXPORT_FAILED, exportBundle, type BundleResource } from '../../api/bundles';
import { errorText, isUnauthorized, sprintf } from '../../api/errors';
import { IMPORT_TEXTS, ImportModal } from '../ImportModal';
import { useToasts } from '../Toasts';

export function useBundleActions<T extends { id: number }>(
  resource: BundleResource | undefined,
  allowed: { canWrite: boolean; canExport: boolean },
  refetch: () => unknown,
) {
  const { addDangerToast } = useToasts();
  const [importing, setImporting] = useState(false);
  const canImport = Boolean(resource) && allowed.canWrite;
  const canExport = Boolean(resource) && allowed.canExport;

  const exportRows = useCallback(
    (rows: T[]) => {
      if (!resource || rows.length === 0) return;
      exportBundle(
        resource,
        rows.map((r) => r.id),
      ).catch((e: unknown) => {
        if (!isUnauthorized(e)) addDangerToast(sprintf(EXPORT_FAILED, errorText(e)));
      });
    },
    [resource, addDangerToast],
  );

  const importButton = canImport && resource && (
    <Tooltip title={IMPORT_TEXTS[resource].tooltip} placement="bottomRight">
      <Button
        type="text"
        icon={<ImportOutlined />}
        aria-label={IMPORT_TEXTS[resource].tooltip}
        data-test="import-button"
        onClick={() => setImporting(true)}
      />
    </Tooltip>
  );

  const importDialog = canImport && resource && (
    <ImportModal
      resource={resource}
      open={importing}
      onHide={() => setImporting(false)}
      onImported={() => {
        setImporting(false);
        void refetch();
      }}
    />
  );

  return { canExport, exportRows, importButton, importDialog };
}
