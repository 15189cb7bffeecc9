/** The notification methods of a schedule: Email (to, CC, BCC) and Webhook (a URL); add and remove methods. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { RecipientType } from '../../../api/reports';
import { emptyNotification, type NotificationSetting } from '../alertForm';
import { Field } from './fields';

export const NOTIFICATION_METHODS: RecipientType[] = ['Email', 'Webhook'];

function EmailFields({
  n,
  onChange,
  readOnly,
  error,
}: {
  n: NotificationSetting;
  onChange: (n: NotificationSetting) => void;
  readOnly: boolean;
  error?: string;
}) {
  const [showCc, setShowCc] = useState(n.cc !== '');
  const [showBcc, setShowBcc] = useState(n.bcc !== '');
  const help = 'Recipients are separated by "," or ";"';
  return (
    <>
      <Field label="To" required error={error} extra={help}>
        <Input.TextArea
          data-test="recipients"
          aria-label="Recipients"
          placeholder="Enter email addresses"
          autoSize={{ minRows: 1, maxRows: 4 }}
          disabled={readOnly}
          value={n.recipients}
          onChange={(e) => onChange({ ...n, recipients: e.target.value })}
        />
      </Field>
      {showCc && (
        <Field label="CC">
          <Input.TextArea
            data-test="cc"
            aria-label="CC recipients"
            autoSize={{ minRows: 1, maxRows: 4 }}
            disabled={readOnly}
            value={n.cc}
            onChange={(e) => onChange({ ...n, cc: e.target.value })}
          />
        </Field>
      )}
      {showBcc && (
        <Field label="BCC">
          <Input.TextArea
            data-test="bcc"
            aria-label="BCC recipients"
            autoSize={{ minRows: 1, maxRows: 4 }}
            disabled={readOnly}
            value={n.bcc}
            onChange={(e) => onChange({ ...n, bcc: e.target.value })}
          />
        </Field>
      )}
      {!readOnly && (!showCc || !showBcc) && (
        <Space size={16} style={{ marginBottom: 12 }}>
          {!showCc && (
            <Typography.Link data-test="add-cc" onClick={() => setShowCc(true)}>
              Add CC Recipients
            </Typography.Link>
          )}
          {!showBcc && (
            <Typography.Link data-test="add-bcc" onClick={() => setShowBcc(true)}>
              Add BCC Recipients
            </Typography.Link>
          )}
        </Space>
      )}
    </>
  );
}

export function NotificationMethods({
  value,
  onChange,
  readOnly,
  error,
}: {
  value: NotificationSetting[];
  onChange: (v: NotificationSetting[]) => void;
  readOnly: boolean;
  /** The server's message on recipients. */
  error?: string;
}) {
  const replace = (i: number, n: NotificationSetting) => onChange(value.map((x, j) => (j === i ? n : x)));
  const unused = NOTIFICATION_METHODS.filter((m) => !value.some((n) => n.method === m));
  return (
    <div data-test="notification-methods">
      {value.map((n, i) => {
        // A method is offered once: the others' methods are not among a row's choices.
        const choices = NOTIFICATION_METHODS.filter((m) => m === n.method || unused.includes(m));
        return (
          <div key={n.method} data-test={`notification-${n.method}`} style={{ marginBottom: 8 }}>
            <Field label="Notification Method" required>
              <Space.Compact style={{ width: '100%' }}>
                <Select<RecipientType>
                  data-test="notification-method"
                  aria-label="Delivery method"
                  style={{ width: '100%' }}
                  disabled={readOnly}
                  value={n.method}
                  options={choices.map((m) => ({ label: m, value: m }))}
                  onChange={(method) => replace(i, { ...emptyNotification(method) })}
                />
                {!readOnly && value.length > 1 && (
                  <Button
                    aria-label="Remove notification method"
                    data-test="remove-notification"
                    icon={<DeleteOutlined />}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  />
                )}
              </Space.Compact>
            </Field>
            {n.method === 'Email' ? (
              <EmailFields n={n} onChange={(x) => replace(i, x)} readOnly={readOnly} error={error} />
            ) : (
              <Field label="Webhook URL" required error={error}>
                <Input
                  data-test="webhook-url"
                  aria-label="Webhook URL"
                  placeholder="https://example.com/hook"
                  disabled={readOnly}
                  value={n.recipients}
                  onChange={(e) => replace(i, { ...n, recipients: e.target.value })}
                />
              </Field>
            )}
          </div>
        );
      })}
      {!readOnly && unused.length > 0 && (
        <Button
          type="link"
          icon={<PlusOutlined />}
          data-test="add-notification-method"
          style={{ paddingLeft: 0 }}
          onClick={() => onChange([...value, emptyNotification(unused[0])])}
        >
          Add another notification method
        </Button>
      )}
    </div>
  );
}
