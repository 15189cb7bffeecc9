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
import { MatrixifyDimensionControl } from '../../matrixify/MatrixifyDimensionControl';
import { DndMetricSelect } from './metric/DndMetricSelect';
import { SelectControl } from './SelectControl';
import { TimeRangeControl } from '../../../components/controls/time/TimeRangeControl';
import { AnnotationLayerControl } from './annotations/AnnotationLayerControl';

export interface ControlProps {
  control: ResolvedControl;
  panelState: ExploreController['panelState'];
  dataset: ExploreDataset | null;
  errors: string[] | undefined;
  setControl: (name: string, value: unknown) => void;
}

/** The widget of a control's type; `null` for a hidden control; JSON for an unknown type. */
function controlWidget(
  { control, panelState, dataset }: Pick<ControlProps, 'control' | 'panelState' | 'dataset'>,
  onChange: (v: unknown) => void,
  invalid: boolean,
) {
  const { name } = control;
  const { config, value, forced } = controlProps(control, panelState);
  const common = { name, config, value, onChange, invalid, disabled: forced };
  switch (config.type) {
    case 'MetricsControl':
    case 'DndMetricSelect':
      return <DndMetricSelect config={config} value={value} onChange={onChange} dataset={dataset} />;
    case 'GroupByControl':
    case 'DndColumnSelect':
      return <DndColumnSelect config={config} value={value} onChange={onChange} dataset={dataset} />;
    case 'AdhocFilterControl':
    case 'DndFilterSelect':
      return <DndFilterSelect value={value} onChange={onChange} dataset={dataset} />;
    case 'SelectControl':
      return <SelectControl {...common} dataset={dataset} />;
    case 'TextControl':
      return <TextControl {...common} />;
    case 'TextAreaControl':
      return <TextAreaControl {...common} />;
    case 'CheckboxControl':
      return <CheckboxControl {...common} />;
    case 'SliderControl':
      return <SliderControl {...common} />;
    case 'RadioButtonControl':
      return <RadioButtonControl {...common} />;
    case 'BoundsControl':
      return <BoundsControl {...common} />;
    case 'ColorPickerControl':
      return <ColorPickerControl {...common} />;
    case 'ColorSchemeControl':
      return <ColorSchemeControl name={name} config={config} value={value} onChange={onChange} />;
    case 'CurrencyControl':
      return <CurrencyControl value={value} onChange={onChange} />;
    case 'TimeRangeControl':
      return <TimeRangeControl value={value} onChange={onChange} />;
    case 'ConditionalFormattingControl':
      return (
        <ConditionalFormattingControl
          value={value}
          onChange={onChange}
          formData={panelState.form_data}
          dataset={dataset}
        />
      );
    case 'MatrixifyDimensionControl':
      return (
        <MatrixifyDimensionControl
          {...{ name, value, onChange, dataset, invalid }}
          selectionMode={panelState.form_data[name.replace('dimension_', 'dimension_selection_mode_')]}
        />
      );
    case 'AnnotationLayerControl':
      return <AnnotationLayerControl value={value} onChange={onChange} />;
    case 'HiddenControl':
      return null;
    default:
      return <JsonControl name={name} value={value} onChange={onChange} />;
  }
}

function ControlImpl({ control, panelState, dataset, errors, setControl }: ControlProps) {
  const { token } = theme.useToken();
  const { name } = control;
  const { config } = controlProps(control, panelState);
  const onChange = (v: unknown) => setControl(name, v);
  const invalid = Boolean(errors?.length);

  const widget = controlWidget({ control, panelState, dataset }, onChange, invalid);
  if (config.type === 'HiddenControl') return null;

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
