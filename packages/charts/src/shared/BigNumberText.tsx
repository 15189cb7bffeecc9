/** The big number's text block: the number and its subheader, sized to fit the area (see fitText). */
import { useMemo, useRef, useState, useLayoutEffect } from 'react';
import {
  bigNumberTextSizes,
  canvasTextMeasurer,
  HEADER_LINE_HEIGHT,
  HEADER_WEIGHT,
  SUBHEADER_LINE_HEIGHT,
} from './fitText.js';

export interface BigNumberTextProps {
  header: string;
  subheader: string;
  width: number;
  /** The text area's height. */
  height: number;
  /** The whole chart's height: the font-size controls are shares of it. */
  chartHeight: number;
  headerProportion: number;
  subheaderProportion: number;
  /** The value is an earlier one (the last is missing): drawn faded with a tooltip. */
  isFallback?: boolean;
  color?: string;
}

export function BigNumberText(props: BigNumberTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The page's font (Inter) as the browser resolved it, for exact canvas measurements.
  const [fontFamily, setFontFamily] = useState('Inter, sans-serif');
  useLayoutEffect(() => {
    const family = ref.current ? getComputedStyle(ref.current).fontFamily : '';
    if (family) setFontFamily(family);
  }, []);
  const { header, subheader, width, height, chartHeight, headerProportion, subheaderProportion } = props;
  const sizes = useMemo(
    () =>
      bigNumberTextSizes({
        header,
        subheader,
        width,
        height,
        chartHeight,
        headerProportion,
        subheaderProportion,
        measure: canvasTextMeasurer(fontFamily),
      }),
    [header, subheader, width, height, chartHeight, headerProportion, subheaderProportion, fontFamily],
  );
  return (
    <div
      ref={ref}
      data-test="big-number-text"
      style={{
        width,
        height,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
      }}
    >
      <div
        data-test="big-number-header"
        title={props.isFallback ? 'Not up to date' : undefined}
        style={{
          fontSize: sizes.header,
          fontWeight: HEADER_WEIGHT,
          lineHeight: HEADER_LINE_HEIGHT,
          whiteSpace: 'nowrap',
          color: props.color,
          opacity: props.isFallback ? 0.6 : 1,
        }}
      >
        {header}
      </div>
      {subheader && (
        <div
          data-test="big-number-subheader"
          style={{ fontSize: sizes.subheader, lineHeight: SUBHEADER_LINE_HEIGHT, whiteSpace: 'nowrap' }}
        >
          {subheader}
        </div>
      )}
    </div>
  );
}
