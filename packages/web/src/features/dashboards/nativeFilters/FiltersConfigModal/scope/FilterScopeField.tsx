/** "Apply to all panels" or "Apply to specific panels" with the tree (Superset's FilterScope). */
import type { NativeFilterScope } from '@meridian/core';
import { Radio, Space, Typography } from 'antd';
import { ScopeTree } from './ScopeTree';
import { ALL_PANELS_SCOPE } from './scopeTree';

export interface FilterScopeFieldProps {
  specific: boolean;
  scope: NativeFilterScope;
  onChange: (specific: boolean, scope: NativeFilterScope) => void;
  skipChart?: number;
  /** What the scope affects, for the hint under the switch. */
  subject?: string;
}

export function FilterScopeField({
  specific,
  scope,
  onChange,
  skipChart,
  subject = 'filter',
}: FilterScopeFieldProps) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-test="filter-scope">
      <Radio.Group
        value={specific ? 'specific' : 'all'}
        onChange={(e) =>
          onChange(e.target.value === 'specific', e.target.value === 'specific' ? scope : ALL_PANELS_SCOPE)
        }
      >
        <Radio value="all">Apply to all panels</Radio>
        <Radio value="specific">Apply to specific panels</Radio>
      </Radio.Group>
      <Typography.Text type="secondary">
        {specific
          ? `Only selected panels will be affected by this ${subject}`
          : `All panels with this column will be affected by this ${subject}`}
      </Typography.Text>
      {specific && <ScopeTree scope={scope} skipChart={skipChart} onChange={(s) => onChange(true, s)} />}
    </Space>
  );
}
