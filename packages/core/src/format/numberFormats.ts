/** Superset's named number formats (d3-format specifiers plus the adaptive ids). */
export const NumberFormats = {
  DOLLAR: '$,.2f',
  DOLLAR_SIGNED: '+$,.2f',
  DOLLAR_ROUND: '$,d',
  DOLLAR_ROUND_SIGNED: '+$,d',
  FLOAT: ',.2f',
  FLOAT_1_POINT: ',.1f',
  FLOAT_2_POINT: ',.2f',
  FLOAT_3_POINT: ',.3f',
  FLOAT_SIGNED: '+,.2f',
  INTEGER: ',d',
  INTEGER_SIGNED: '+,d',
  PERCENT: ',.2%',
  PERCENT_1_POINT: ',.1%',
  PERCENT_2_POINT: ',.2%',
  PERCENT_3_POINT: ',.3%',
  PERCENT_SIGNED: '+,.2%',
  SI: '.3s',
  SI_1_DIGIT: '.1s',
  SI_2_DIGIT: '.2s',
  SI_3_DIGIT: '.3s',
  SMART_NUMBER: 'SMART_NUMBER',
  SMART_NUMBER_SIGNED: 'SMART_NUMBER_SIGNED',
} as const;

/** The default number format of charts (spec §9: adaptive). */
export const DEFAULT_NUMBER_FORMAT = NumberFormats.SMART_NUMBER;

/**
 * The number-format choices the explore controls offer (Superset's D3_FORMAT_OPTIONS), as
 * [value, label] pairs; the control also accepts any other d3-format string typed in.
 */
export const D3_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [NumberFormats.SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
];

/** Date-format choices of the explore controls (Superset's D3_TIME_FORMAT_OPTIONS). */
export const D3_TIME_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  ['smart_date', 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];
