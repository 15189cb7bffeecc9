import { Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { REFRESH_INTERVALS, refreshIntervalLabel } from './refreshIntervals';

export interface RefreshIntervalModalProps {
  refreshFrequency: number;
  /** The user can save the dashboard: the choice is stored in its metadata, else kept for this visit. */
  persist: boolean;
  onHide: () => void;
  onChange: (seconds: number, persist: boolean) => void;
}

/** "Set auto-refresh interval": how often the dashboard's charts refresh themselves. */
export function RefreshIntervalModal({
  refreshFrequency,
  persist,
  onHide,
  onChange,
}: RefreshIntervalModalProps) {
  const [seconds, setSeconds] = useState(refreshFrequency);
  const options = REFRESH_INTERVALS.map(([value, label]) => ({ value, label }));
  // A frequency set through the JSON metadata that is not one of the choices stays selectable.
  if (!options.some((o) => o.value === refreshFrequency))
    options.push({ value: refreshFrequency, label: refreshIntervalLabel(refreshFrequency) });

  return (
    <Modal
      open
      title="Refresh interval"
      onCancel={onHide}
      onOk={() => {
        onChange(seconds, persist);
        onHide();
      }}
      okText="Save"
      okButtonProps={{ ...({ 'data-test': 'refresh-interval-save' } as object) }}
      cancelButtonProps={{ ...({ 'data-test': 'refresh-interval-cancel' } as object) }}
    >
      <Form layout="vertical" component="div" data-test="refresh-interval-modal">
        <Form.Item label="Refresh frequency">
          <Select<number>
            data-test="refresh-interval-select"
            aria-label="Refresh frequency"
            value={seconds}
            options={options}
            onChange={setSeconds}
          />
        </Form.Item>
        {!persist && (
          <Typography.Text type="secondary">
            This change applies to this session only: you cannot save this dashboard.
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
