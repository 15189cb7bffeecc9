/** Structured controls without a dedicated editor yet: their JSON, checked as it is typed. */
import { Input } from 'antd';
import { useState } from 'react';
import { ControlErrors } from './ControlHeader';

export function JsonControl({
  name,
  value,
  onChange,
}: {
  name: string;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const shown = value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Input.TextArea
        data-test={`json-${name}`}
        rows={4}
        value={text}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') {
            setError(null);
            onChange(null);
            return;
          }
          try {
            onChange(JSON.parse(e.target.value) as unknown);
            setError(null);
          } catch {
            setError('Invalid JSON');
          }
        }}
      />
      <ControlErrors errors={error ? [error] : undefined} />
    </>
  );
}
