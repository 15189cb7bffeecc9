/**
 * The time range picker: "No filter", Last …, Previous …, Current …, Custom (start and end dates)
 * and Advanced ("start : end" expressions such as `DATEADD(DATETIME("today"), -7, day) : today`),
 * with the actual range the value means now.
 */
import { NO_TIME_RANGE } from '@meridian/core';
import { Input, Radio, Typography, theme } from 'antd';
import { useMemo } from 'react';
import {
  CURRENT_OPTIONS,
  FRAMES,
  LAST_OPTIONS,
  PREVIOUS_OPTIONS,
  describeRange,
  frameDefault,
  guessFrame,
  joinRange,
  optionLabel,
  splitRange,
  type Frame,
} from './timeRange';

export interface TimeRangePickerProps {
  value: string;
  onChange: (value: string) => void;
  column?: string;
}

const toInputDate = (text: string) => (/^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : '');

type RangeEnds = { start: string; end: string; onChange: (value: string) => void };

/** Custom: start and end dates. */
function CustomRange({ start, end, onChange }: RangeEnds) {
  const { token } = theme.useToken();
  const caption = { fontSize: token.fontSizeSM, color: token.colorTextSecondary };
  const ends = [
    { key: 'start', title: 'START (INCLUSIVE)', value: start, set: (d: string) => joinRange(d, end) },
    { key: 'end', title: 'END (EXCLUSIVE)', value: end, set: (d: string) => joinRange(start, d) },
  ];
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {ends.map((e) => (
        <label key={e.key} style={{ flex: 1 }}>
          <div style={caption}>{e.title}</div>
          <Input
            type="date"
            data-test={`time-range-${e.key}`}
            value={toInputDate(e.value)}
            onChange={(ev) => onChange(e.set(ev.target.value))}
          />
        </label>
      ))}
    </div>
  );
}

/** Advanced: "start : end" expressions. */
function AdvancedRange({ start, end, onChange }: RangeEnds) {
  const { token } = theme.useToken();
  const prefix = (text: string) => (
    <span style={{ color: token.colorTextTertiary, fontSize: 11 }}>{text}</span>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <Input
        data-test="time-range-advanced-start"
        prefix={prefix('START')}
        placeholder='DATEADD(DATETIME("today"), -7, day)'
        value={start}
        onChange={(e) => onChange(joinRange(e.target.value, end))}
      />
      <Input
        data-test="time-range-advanced-end"
        prefix={prefix('END')}
        placeholder="e.g. today"
        value={end}
        onChange={(e) => onChange(joinRange(start, e.target.value))}
      />
    </div>
  );
}

export function TimeRangePicker({ value, onChange, column }: TimeRangePickerProps) {
  const { token } = theme.useToken();
  const frame = guessFrame(value);
  const [start, end] = splitRange(value);
  // The clock is read once per value shown (the tooltip of what "Last week" means now).
  const actual = useMemo(() => describeRange(value || NO_TIME_RANGE, new Date(), column), [value, column]);
  const options =
    frame === 'Last'
      ? LAST_OPTIONS
      : frame === 'Previous'
        ? PREVIOUS_OPTIONS
        : frame === 'Current'
          ? CURRENT_OPTIONS
          : null;

  return (
    <div
      data-test="time-range-picker"
      style={{ display: 'flex', flexDirection: 'column', gap: 10, width: 300 }}
    >
      <div>
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, marginBottom: 4 }}>
          Range type
        </div>
        <Radio.Group
          data-test="time-range-frame"
          size="small"
          value={frame}
          optionType="button"
          onChange={(e) => onChange(frameDefault(e.target.value as Frame, value))}
          options={FRAMES.map((f) => ({ value: f, label: f }))}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
        />
      </div>
      {options && (
        <Radio.Group
          data-test="time-range-options"
          value={value}
          onChange={(e) => onChange(String(e.target.value))}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={options.map((o) => ({ value: o, label: optionLabel(o) }))}
        />
      )}
      {frame === 'Custom' && <CustomRange start={start} end={end} onChange={onChange} />}
      {frame === 'Advanced' && <AdvancedRange start={start} end={end} onChange={onChange} />}
      <div data-test="time-range-actual">
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>Actual time range</div>
        <Typography.Text type={actual.error ? 'danger' : undefined} style={{ fontSize: token.fontSizeSM }}>
          {actual.text}
        </Typography.Text>
      </div>
    </div>
  );
}

export const isRangeValid = (value: string) => !describeRange(value || NO_TIME_RANGE, new Date()).error;
