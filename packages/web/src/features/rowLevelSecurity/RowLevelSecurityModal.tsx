/**
 * "Add Rule" / "Edit Rule" (Superset's RowLevelSecurityModal): the rule's name, filter type, datasets
 * and roles (searched through `related/tables` and `related/roles`; "Excluded roles" for a Base
 * rule), group key, clause and description, each with Superset's explanation. Add/Save is enabled
 * once name, clause and a dataset are given; a refused save keeps the dialog open with the message.
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import { useToasts } from '../../components/Toasts';
import { useCreateRlsRuleMutation, useUpdateRlsRuleMutation, type RlsRule } from './rlsApi';
import { canSaveRule, draftOf, ruleBody, type RlsDraft } from './rlsDraft';
import { RlsFields } from './RlsFields';

export function RowLevelSecurityModal({ rule, onHide }: { rule: RlsRule | null; onHide: () => void }) {
  const { addSuccessToast } = useToasts();
  const [draft, setDraft] = useState<RlsDraft>(() => draftOf(rule));
  const [error, setError] = useState<string | null>(null);
  const [create, created] = useCreateRlsRuleMutation();
  const [update, updated] = useUpdateRlsRuleMutation();
  const set = (patch: Partial<RlsDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    setError(null);
    try {
      if (rule) await update({ id: rule.id, body: ruleBody(draft) }).unwrap();
      else await create(ruleBody(draft)).unwrap();
      addSuccessToast(rule ? 'Rule updated' : 'Rule added');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal
      open
      title={
        <span data-test="rls-modal-title">
          {rule ? <EditOutlined /> : <PlusOutlined />} {rule ? 'Edit Rule' : 'Add Rule'}
        </span>
      }
      width={640}
      onCancel={onHide}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onHide} data-test="rls-modal-cancel">
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={created.isLoading || updated.isLoading}
          disabled={!canSaveRule(draft)}
          onClick={() => void save()}
          data-test="rls-modal-save"
        >
          {rule ? 'Save' : 'Add'}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-test="rls-modal">
        <RlsFields draft={draft} set={set} />
        {error && <Alert type="error" showIcon title={error} data-test="rls-save-error" />}
      </Form>
    </Modal>
  );
}
