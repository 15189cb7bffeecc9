/** The big number's text block: the number and its subheader, sized to fit the area (see fitText). */
import { useMemo, useRef, useState, useLayoutEffect } from 'react';
import {
  bigNumberTextSizes,
  canvasTextMeasurer,
  HEADER_LINE_HEIGHT,
  HEADER_WEIGHT,
  SUBHEADER_LINE_HEIGHT,
  type BigNumberTextArea,
} from './fitText.js';

export interface BigNumberTextProps extends BigNumberTextArea {
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

/** What a big-number chart's props give its text block. */
export interface BigNumberFigures {
  formattedBigNumber: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
  isFallback?: boolean;
  width: number;
  height: number;
}

/** A big-number chart's text block, `height` tall (the whole chart by default). */
export function BigNumberChartText({
  chart,
  height = chart.height,
}: {
  chart: BigNumberFigures;
  height?: number;
}) {
  return (
    <BigNumberText
      header={chart.formattedBigNumber}
      subheader={chart.subheader}
      width={chart.width}
      height={height}
      chartHeight={chart.height}
      headerProportion={chart.headerFontSize}
      subheaderProportion={chart.subheaderFontSize}
      isFallback={chart.isFallback}
    />
  );
}
