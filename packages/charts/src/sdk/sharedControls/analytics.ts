/** Shared controls of advanced analytics: rolling windows, time comparison, resampling. */
import { validateInteger } from '@meridian/core';
import type { ControlConfig } from '../controls.js';
import { pairs } from './pairs.js';

export const TIME_COMPARE_CHOICES = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
] as const;

export const ROLLING_TYPES = ['mean', 'sum', 'std', 'cumsum'] as const;
export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
export const RESAMPLE_RULES = ['1T', '1H', '1D', '7D', '1M', '1AS'] as const;
export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum'] as const;

export function advancedAnalyticsControls(): Record<string, ControlConfig> {
  return {
    rolling_type: {
      type: 'SelectControl',
      label: 'Rolling function',
      default: null,
      clearable: true,
      choices: [['None', 'None'], ...pairs(ROLLING_TYPES)],
      description: 'Applies a rolling window (or a cumulative sum) to the series.',
    },
    rolling_periods: {
      type: 'TextControl',
      label: 'Periods',
      isInt: true,
      validators: [validateInteger],
      visibility: (s) => ['mean', 'sum', 'std'].includes(String(s.form_data.rolling_type)),
    },
    min_periods: {
      type: 'TextControl',
      label: 'Min periods',
      isInt: true,
      validators: [validateInteger],
      visibility: (s) => ['mean', 'sum', 'std'].includes(String(s.form_data.rolling_type)),
    },
    time_compare: {
      type: 'SelectControl',
      label: 'Time shift',
      multi: true,
      freeForm: true,
      default: [],
      choices: pairs(TIME_COMPARE_CHOICES),
      description: 'Overlays series shifted back in time; free text such as "3 weeks ago" is accepted.',
    },
    comparison_type: {
      type: 'SelectControl',
      label: 'Calculation type',
      default: 'values',
      choices: [
        ['values', 'Actual values'],
        ['difference', 'Difference'],
        ['percentage', 'Percentage change'],
        ['ratio', 'Ratio'],
      ],
    },
    resample_rule: {
      type: 'SelectControl',
      label: 'Rule',
      freeForm: true,
      clearable: true,
      default: null,
      choices: [
        ['1T', '1 minutely frequency'],
        ['1H', '1 hourly frequency'],
        ['1D', '1 calendar day frequency'],
        ['7D', '7 calendar day frequency'],
        ['1M', '1 month end frequency'],
        ['1AS', '1 year start frequency'],
      ],
    },
    resample_method: {
      type: 'SelectControl',
      label: 'Fill method',
      clearable: true,
      default: null,
      choices: [
        ['asfreq', 'Null imputation'],
        ['bfill', 'Backward values'],
        ['ffill', 'Forward values'],
        ['median', 'Median values'],
        ['mean', 'Mean values'],
        ['sum', 'Sum values'],
      ],
    },
  };
}
