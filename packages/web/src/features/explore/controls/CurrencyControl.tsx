/** Currency format: the symbol's position and the ISO currency, stored as {symbolPosition, symbol}. */
import { Select } from 'antd';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CAD', 'AUD', 'CHF', 'SEK', 'BRL', 'MXN'];

interface Currency {
  symbolPosition?: string | null;
  symbol?: string | null;
}

export function CurrencyControl({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) {
  const c = (value && typeof value === 'object' ? value : {}) as Currency;
  const set = (next: Currency) => onChange(next.symbol || next.symbolPosition ? next : null);
  return (
    <div data-test="currency-control" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Select
        style={{ flex: 1, minWidth: 120 }}
        placeholder="Prefix or suffix"
        allowClear
        value={c.symbolPosition ?? undefined}
        onChange={(v: string | undefined) => set({ ...c, symbolPosition: v ?? null })}
        options={[
          { value: 'prefix', label: 'Prefix' },
          { value: 'suffix', label: 'Suffix' },
        ]}
      />
      <Select
        style={{ flex: 1, minWidth: 120 }}
        placeholder="Currency"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={c.symbol ?? undefined}
        onChange={(v: string | undefined) => set({ ...c, symbol: v ?? null })}
        options={CURRENCIES.map((x) => ({ value: x, label: x }))}
      />
    </div>
  );
}
