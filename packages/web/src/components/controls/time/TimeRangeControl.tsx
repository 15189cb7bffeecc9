/** The time_range control: its value as a label; a click opens the picker with Cancel / Apply. */
import { CalendarOutlined } from '@ant-design/icons';
import { NO_TIME_RANGE } from '@meridian/core';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { OptionPill } from '../dnd/OptionPill';
import { TimeRangePicker, isRangeValid } from './TimeRangePicker';
import { rangeLabel } from './timeRange';

export function TimeRangeControl({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) {
  const current = typeof value === 'string' && value ? value : NO_TIME_RANGE;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(current);
  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setDraft(current);
      }}
      trigger="click"
      placement="right"
      destroyOnHidden
      content={
        <div>
          <TimeRangePicker value={draft} onChange={setDraft} />
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
            <Button size="small" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              size="small"
              type="primary"
              data-test="time-range-apply"
              disabled={!isRangeValid(draft)}
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              Apply
            </Button>
          </div>
        </div>
      }
    >
      <div data-test="time-range-trigger">
        <OptionPill
          label={
            <>
              <CalendarOutlined /> {rangeLabel(current)}
            </>
          }
          onClick={() => setOpen(true)}
        />
      </div>
    </Popover>
  );
}
