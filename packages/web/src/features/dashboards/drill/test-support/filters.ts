import type { ContextMenuFilter } from '@meridian/charts';

/** A clicked value as the chart's context menu reports it: `col == val`, shown as the value. */
export const clicked = (col: string, val: string): ContextMenuFilter => ({
  col,
  op: '==',
  val,
  formattedVal: val,
});

/** The drill tests' clicked product line and deal size. */
export const motorcycles = clicked('product_line', 'Motorcycles');
export const small = clicked('deal_size', 'Small');
