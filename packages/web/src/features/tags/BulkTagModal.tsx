/**
 * "Bulk tag" (Superset's BulkTagModal): the selected rows of a list get the chosen tags through
 * POST /api/v1/tag/bulk_create; rows the user may not edit are skipped and counted (spec §6, §8).
 */
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { isUnauthorized, sprintf } from '../../api/errors';
import { useBulkCreateTagsMutation, type TaggableType } from '../../api/tags';
import { useToasts } from '../../components/Toasts';
import { TagNamesSelect } from './TagNamesSelect';

export const SKIPPED_MESSAGE =
  '%s items could not be tagged because you don’t have edit permissions to all selected objects.';
export const TAG_FAILED = 'Failed to tag items';

export interface BulkTagModalProps {
  /** Superset's resource name: 'dashboard', 'chart' or 'query'. */
  resourceName: TaggableType;
  selected: { id: number }[];
  onHide: () => void;
  /** After a save: the list refetches and leaves bulk mode. */
  onTagged: () => void;
}

export function BulkTagModal({ resourceName, selected, onHide, onTagged }: BulkTagModalProps) {
  const { addSuccessToast, addWarningToast, addDangerToast } = useToasts();
  const [tags, setTags] = useState<string[]>([]);
  const [bulkCreate, { isLoading }] = useBulkCreateTagsMutation();

  const save = async () => {
    try {
      const result = await bulkCreate({
        tags: tags.map((name) => ({
          name,
          objects_to_tag: selected.map((row): [string, number] => [resourceName, row.id]),
        })),
      }).unwrap();
      if (result.objects_skipped.length > 0)
        addWarningToast(sprintf(SKIPPED_MESSAGE, result.objects_skipped.length));
      addSuccessToast(sprintf('Tagged %s %ss', result.objects_tagged.length, resourceName));
      onTagged();
      onHide();
    } catch (e) {
      if (!isUnauthorized(e)) addDangerToast(TAG_FAILED);
    }
  };

  return (
    <Modal
      open
      title="Bulk tag"
      onCancel={onHide}
      data-test="bulk-tag-modal"
      footer={[
        <Button key="cancel" onClick={onHide}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          data-test="bulk-tag-save"
          loading={isLoading}
          disabled={tags.length === 0}
          onClick={() => void save()}
        >
          Save
        </Button>,
      ]}
    >
      <Typography.Paragraph data-test="bulk-tag-text">
        {sprintf('You are adding tags to %s %ss', selected.length, resourceName)}
      </Typography.Paragraph>
      <div style={{ fontSize: 12, marginBottom: 4 }}>Tags</div>
      <TagNamesSelect value={tags} onChange={setTags} dataTest="bulk-tag-select" />
    </Modal>
  );
}
