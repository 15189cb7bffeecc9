/** One control of the panel: its header (label, description, validation) and its widget by type. */
import { InfoCircleOutlined } from '@ant-design/icons';
import type { ResolvedControl } from '@meridian/charts';
import { Tooltip, theme } from 'antd';
import { memo } from 'react';
import type { ExploreDataset } from '../../../api/explore';
import { controlProps } from '../state/controlState';
import type { ExploreController } from '../state/useExplore';
import {
  BoundsControl,
  CheckboxControl,
  ColorPickerControl,
  RadioButtonControl,
  SliderControl,
  TextAreaControl,
  TextControl,
} from './basicControls';
import { ColorSchemeControl } from './ColorSchemeControl';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';
import { ControlErrors, ControlHeader } from './ControlHeader';
import { CurrencyControl } from './CurrencyControl';
import { DndColumnSelect } from './dnd/DndColumnSelect';
import { DndFilterSelect } from '../../../components/controls/filter/DndFilterSelect';
import { JsonControl } from './JsonControl';
import { DndMetricSelect } from './metric/DndMetricSelect';
import { SelectControl } from './SelectControl';
import { TimeRangeControl } from '../../../components/controls/time/TimeRangeControl';

export interface ControlProps {
  control: ResolvedControl;
  panelState: ExploreController['panelState'];
  dataset: ExploreDataset | null;
  errors: string[] | undefined;
  setControl: (name: string, value: unknown) => void;
}

function ControlImpl({ control, panelState, dataset, errors, setControl }: ControlProps) {
  const { token } = theme.useToken();
  const { name } = control;
  const { config, value, forced } = controlProps(control, panelState);
  const onChange = (v: unknown) => setControl(name, v);
  const invalid = Boolean(errors?.length);
  const common = { name, config, value, onChange, invalid, disabled: forced };

  let widget;
  switch (config.type) {
    case 'MetricsControl':
    case 'DndMetricSelect':
      widget = <DndMetricSelect config={config} value={value} onChange={onChange} dataset={dataset} />;
      break;
    case 'GroupByControl':
    case 'DndColumnSelect':
      widget = <DndColumnSelect config={config} value={value} onChange={onChange} dataset={dataset} />;
      break;
    case 'AdhocFilterControl':
    case 'DndFilterSelect':
      widget = <DndFilterSelect value={value} onChange={onChange} dataset={dataset} />;
      break;
    case 'SelectControl':
      widget = <SelectControl {...common} dataset={dataset} />;
      break;
    case 'TextControl':
      widget = <TextControl {...common} />;
      break;
    case 'TextAreaControl':
      widget = <TextAreaControl {...common} />;
      break;
    case 'CheckboxControl':
      widget = <CheckboxControl {...common} />;
      break;
    case 'SliderControl':
      widget = <SliderControl {...common} />;
      break;
    case 'RadioButtonControl':
      widget = <RadioButtonControl {...common} />;
      break;
    case 'BoundsControl':
      widget = <BoundsControl {...common} />;
      break;
    case 'ColorPickerControl':
      widget = <ColorPickerControl {...common} />;
      break;
    case 'ColorSchemeControl':
      widget = <ColorSchemeControl name={name} config={config} value={value} onChange={onChange} />;
      break;
    case 'CurrencyControl':
      widget = <CurrencyControl value={value} onChange={onChange} />;
      break;
    case 'TimeRangeControl':
      widget = <TimeRangeControl value={value} onChange={onChange} />;
      break;
    case 'ConditionalFormattingControl':
      widget = (
        <ConditionalFormattingControl value={value} onChange={onChange} formData={panelState.form_data} />
      );
      break;
    case 'HiddenControl':
      return null;
    default:
      widget = <JsonControl name={name} value={value} onChange={onChange} />;
  }

  const isCheckbox = config.type === 'CheckboxControl';
  return (
    <div
      data-test={`control-${name}`}
      data-invalid={invalid || undefined}
      style={{ marginBottom: token.marginSM }}
    >
      {isCheckbox ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {widget}
          {config.description && (
            <Tooltip title={config.description}>
              <InfoCircleOutlined style={{ fontSize: 12, color: token.colorTextTertiary }} />
            </Tooltip>
          )}
        </div>
      ) : (
        <>
          <ControlHeader label={config.label} description={config.description} errors={errors} />
          {widget}
        </>
      )}
      <ControlErrors errors={errors} />
    </div>
  );
}

export const Control = memo(ControlImpl);
