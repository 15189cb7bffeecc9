/** The delete flow of a list page: the confirmation dialog, the delete of one or many, and its toasts. */
import type { ComponentType, ReactNode } from 'react';
import { errorText, normalizeError, sprintf } from '../../api/errors';
import { DeleteModal } from '../DeleteModal';
import { useToasts } from '../Toasts';

type Unwrappable<R> = { unwrap: () => Promise<R> };

export interface DeleteDialogProps<T> {
  /** What is to be deleted; null when the dialog is closed. */
  items: T[] | null;
  onConfirm: (items: T[]) => void;
  onHide: () => void;
  confirming: boolean;
}

export interface DeleteConfig<T> {
  useDeleteOne: () => readonly [(id: number) => Unwrappable<unknown>, { isLoading: boolean }];
  /** Bulk delete; a resource that has it gets a "Bulk select" button. */
  useDeleteMany?: () => readonly [(ids: number[]) => Unwrappable<{ message: string }>, ...unknown[]];
  /** The object's name in the toasts and the question ("Deleted: %s"). */
  name: (row: T) => string;
  /** The text of a 403 answer ("You do not have permission to edit this chart"); else the server's. */
  forbidden?: string;
  /** The bulk question's object: "Are you sure you want to delete the selected charts?". */
  selected?: string;
  title?: string;
  /** The question, when it is not "Are you sure you want to delete <name>?". */
  describe?: (rows: T[]) => ReactNode;
  /** Keep the dialog open, its button spinning, until the server answers (security lists). */
  waitInModal?: boolean;
  /** A dialog of the resource's own (datasets and databases count what the delete would break). */
  Dialog?: ComponentType<DeleteDialogProps<T>>;
}

// A resource without bulk delete; its config never changes, so the hook order holds.
const useNoBulkDelete = () =>
  [
    (): Unwrappable<{ message: string }> => ({ unwrap: () => Promise.reject(new Error('no bulk delete')) }),
  ] as const;

function useConfirmDelete<T extends { id: number }>(
  config: DeleteConfig<T>,
  onClose: () => void,
  onBulkDeleted: () => void,
) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [deleteOne, one] = config.useDeleteOne();
  const [deleteMany] = (config.useDeleteMany ?? useNoBulkDelete)();
  const failure = (e: unknown) => {
    const err = normalizeError(e);
    return err.status === 403 && config.forbidden ? config.forbidden : errorText(err);
  };
  const confirm = async (rows: T[]) => {
    if (!config.waitInModal) onClose();
    const [first] = rows;
    if (first && rows.length === 1) {
      try {
        await deleteOne(first.id).unwrap();
        addSuccessToast(`Deleted: ${config.name(first)}`);
      } catch (e) {
        addDangerToast(sprintf('There was an issue deleting %s: %s', config.name(first), failure(e)));
      }
    } else if (first) {
      try {
        addSuccessToast((await deleteMany(rows.map((r) => r.id)).unwrap()).message);
        onBulkDeleted();
      } catch (e) {
        addDangerToast(sprintf('There was an issue deleting: %s', failure(e)));
      }
    }
    if (config.waitInModal) onClose();
  };
  return { confirm, confirming: Boolean(config.waitInModal) && one.isLoading };
}

export interface ResourceDeleteProps<T> {
  config: DeleteConfig<T>;
  items: T[] | null;
  onClose: () => void;
  /** A bulk delete succeeded: the page leaves bulk select. */
  onBulkDeleted: () => void;
}

export function ResourceDelete<T extends { id: number }>({
  config,
  items,
  onClose,
  onBulkDeleted,
}: ResourceDeleteProps<T>) {
  const { confirm, confirming } = useConfirmDelete(config, onClose, onBulkDeleted);
  const onConfirm = (rows: T[]) => void confirm(rows);
  if (config.Dialog)
    return <config.Dialog items={items} onConfirm={onConfirm} onHide={onClose} confirming={confirming} />;
  const describe =
    config.describe ??
    ((rows: T[]) =>
      rows.length === 1
        ? `Are you sure you want to delete ${config.name(rows[0]!)}?`
        : `Are you sure you want to delete the selected ${config.selected ?? 'items'}?`);
  return (
    <DeleteModal
      open={items !== null}
      title={config.title}
      description={items ? describe(items) : null}
      confirming={confirming}
      onConfirm={() => items && onConfirm(items)}
      onHide={onClose}
    />
  );
}
