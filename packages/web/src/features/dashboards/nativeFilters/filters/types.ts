import type { DataMask, ExtraFormData, NativeFilter } from '@meridian/core';

/** What every filter control gets from the bar. */
export interface FilterControlProps {
  filter: NativeFilter;
  /** The pending mask when the user changed it, else the applied one. */
  mask: DataMask | undefined;
  /** Applied masks of the filter's cascade parents, merged. */
  parents: ExtraFormData;
  onChange: (mask: DataMask) => void;
  /** Applies a mask at once (the first value of "select first value by default"). */
  onApplyNow: (mask: DataMask) => void;
  /** The control's width in the bar. */
  width: number;
}
