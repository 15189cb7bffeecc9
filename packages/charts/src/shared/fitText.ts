/**
 * Font sizes that fit a box: the big number's header and subheader start at their share of the chart
 * height (the font-size controls) and shrink until the text fits the width and both lines fit the
 * height, so a long number in a small dashboard cell is never clipped.
 */

/** Width in pixels of `text` drawn at `fontSize` with the given weight. */
export type MeasureText = (text: string, fontSize: number, fontWeight: number) => number;

/** A measure without a canvas (tests, server): Inter's digits and letters average about 0.6 em. */
export const estimateTextWidth: MeasureText = (text, fontSize, fontWeight) =>
  text.length * fontSize * (fontWeight >= 600 ? 0.62 : 0.56);

let canvas: { getContext(kind: '2d'): CanvasRenderingContext2D | null } | null = null;

/** Measures with a 2D canvas in the page's font; falls back to the estimate where there is none. */
export function canvasTextMeasurer(fontFamily: string): MeasureText {
  return (text, fontSize, fontWeight) => {
    try {
      canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas');
      const ctx = canvas?.getContext('2d');
      if (!ctx) return estimateTextWidth(text, fontSize, fontWeight);
      ctx.font = `${fontWeight} ${fontSize}px ${fontFamily}`;
      return ctx.measureText(text).width;
    } catch {
      return estimateTextWidth(text, fontSize, fontWeight);
    }
  };
}

/** The largest size ≤ maxSize at which `text` is at most maxWidth wide (never below minSize). */
export function fitFontSize(
  text: string,
  maxSize: number,
  maxWidth: number,
  measure: MeasureText,
  fontWeight = 400,
  minSize = 6,
): number {
  if (!text || maxSize <= minSize) return Math.max(minSize, maxSize);
  const width = measure(text, maxSize, fontWeight);
  if (width <= maxWidth) return maxSize;
  return Math.max(minSize, Math.floor((maxSize * maxWidth) / width));
}

export const HEADER_WEIGHT = 600;
export const HEADER_LINE_HEIGHT = 1.1;
export const SUBHEADER_LINE_HEIGHT = 1.4;

/** The big number's two lines and the area they fit in. */
export interface BigNumberTextArea {
  header: string;
  subheader: string;
  width: number;
  /** The text area's height. */
  height: number;
  /** The whole chart's height: the font-size controls are shares of it. */
  chartHeight: number;
  headerProportion: number;
  subheaderProportion: number;
}

export interface BigNumberTextSizes {
  header: number;
  subheader: number;
}

/**
 * Header and subheader sizes for a text area of `width` × `height`: their shares of `chartHeight`,
 * scaled down together when both lines are taller than the area, then each narrowed to the width.
 */
export function bigNumberTextSizes(
  options: BigNumberTextArea & { measure?: MeasureText },
): BigNumberTextSizes {
  const measure = options.measure ?? estimateTextWidth;
  const usableWidth = Math.max(0, options.width * 0.92);
  let header = Math.max(8, options.chartHeight * options.headerProportion);
  let subheader = options.subheader ? Math.max(8, options.chartHeight * options.subheaderProportion) : 0;
  const stacked = header * HEADER_LINE_HEIGHT + subheader * SUBHEADER_LINE_HEIGHT;
  const usableHeight = Math.max(0, options.height * 0.95);
  if (stacked > usableHeight && stacked > 0) {
    const scale = usableHeight / stacked;
    header *= scale;
    subheader *= scale;
  }
  const fitted = fitFontSize(options.header, Math.floor(header), usableWidth, measure, HEADER_WEIGHT);
  // The subheader keeps its proportion to the header when the header narrows.
  const scaledSub = Math.max(8, Math.floor(subheader * (header > 0 ? fitted / header : 1)));
  header = fitted;
  subheader = options.subheader
    ? Math.min(header, fitFontSize(options.subheader, scaledSub, usableWidth, measure))
    : 0;
  return { header, subheader };
}
