/** The small controls: text (numbers when asked), text area, checkbox, slider, radio buttons, bounds, colour. */
import type { ControlConfig } from '@meridian/charts';
import { Checkbox, ColorPicker, Input, InputNumber, Radio, Slider } from 'antd';
import { useState } from 'react';
import { decodeChoice, encodeChoice } from './choices';

export interface BasicControlProps {
  name: string;
  config: ControlConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** Typed text of a numeric text control: a number when it reads as one, the text otherwise. */
export function numericText(text: string, config: Pick<ControlConfig, 'isInt' | 'isFloat'>): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!config.isInt && !config.isFloat) return text;
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return text;
  return config.isInt && !Number.isInteger(n) ? text : n;
}

export function TextControl({ name, config, value, onChange, invalid, disabled }: BasicControlProps) {
  const shown =
    typeof value === 'string'
      ? value
      : typeof value === 'number'
        ? String(value)
        : value === null || value === undefined
          ? ''
          : JSON.stringify(value);
  // Local text, so "1." or "-" can be typed on the way to a number.
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setText(shown);
  }
  return (
    <Input
      data-test={`input-${name}`}
      value={text}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      placeholder={config.placeholder}
      onChange={(e) => {
        setText(e.target.value);
        onChange(numericText(e.target.value, config));
      }}
    />
  );
}

export function TextAreaControl({ name, config, value, onChange, disabled }: BasicControlProps) {
  return (
    <Input.TextArea
      data-test={`textarea-${name}`}
      rows={3}
      disabled={disabled}
      placeholder={config.placeholder}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function CheckboxControl({ name, config, value, onChange, disabled }: BasicControlProps) {
  return (
    <Checkbox
      data-test={`checkbox-${name}`}
      checked={Boolean(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    >
      {config.label}
    </Checkbox>
  );
}

export function SliderControl({ name, config, value, onChange, disabled }: BasicControlProps) {
  const n = typeof value === 'number' ? value : Number(value ?? config.default ?? config.min ?? 0);
  return (
    <Slider
      data-test={`slider-${name}`}
      min={config.min ?? 0}
      max={config.max ?? 100}
      step={config.step ?? 1}
      value={Number.isFinite(n) ? n : 0}
      disabled={disabled}
      onChange={(v: number) => onChange(v)}
    />
  );
}

export function RadioButtonControl({ name, config, value, onChange, disabled }: BasicControlProps) {
  return (
    <Radio.Group
      data-test={`radio-${name}`}
      optionType="button"
      buttonStyle="solid"
      size="small"
      disabled={disabled}
      value={encodeChoice(value)}
      onChange={(e) => onChange(decodeChoice(String(e.target.value)))}
      options={(config.choices ?? []).map(([v, label]) => ({ value: encodeChoice(v), label }))}
    />
  );
}

type Bounds = [number | null, number | null];

export function BoundsControl({ name, value, onChange, disabled }: BasicControlProps) {
  const [min, max] = (Array.isArray(value) ? value : [null, null]) as Bounds;
  const set = (next: Bounds) => onChange(next);
  return (
    <div data-test={`bounds-${name}`} style={{ display: 'flex', gap: 8 }}>
      <InputNumber
        style={{ flex: 1 }}
        placeholder="Min"
        disabled={disabled}
        value={min}
        onChange={(v) => set([v ?? null, max])}
      />
      <InputNumber
        style={{ flex: 1 }}
        placeholder="Max"
        disabled={disabled}
        value={max}
        onChange={(v) => set([min, v ?? null])}
      />
    </div>
  );
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Colours are stored as {r, g, b, a}, as Superset's colour picker stores them. */
export function ColorPickerControl({ name, value, onChange, disabled }: BasicControlProps) {
  const c = (value ?? { r: 0, g: 122, b: 135, a: 1 }) as Rgba;
  return (
    <ColorPicker
      data-test={`color-${name}`}
      disabled={disabled}
      value={`rgba(${c.r}, ${c.g}, ${c.b}, ${c.a})`}
      onChangeComplete={(color) => {
        const rgb = color.toRgb();
        onChange({ r: rgb.r, g: rgb.g, b: rgb.b, a: rgb.a });
      }}
    />
  );
}
