/**
 * The drawn cloud: an SVG text per placed word, centred, at its size, colour and rotation. Words not
 * in the current cross-filter selection are dimmed. Pure, so it renders on the server in tests.
 */
import type { CloudLayout, PlacedWord } from './layout.js';

export interface WordCloudSvgProps {
  width: number;
  height: number;
  layout: CloudLayout;
  /** Selected words (cross-filter); none selected shows every word at full strength. */
  selected?: ReadonlySet<string>;
  onWordClick?: (word: PlacedWord) => void;
  onWordContextMenu?: (word: PlacedWord, event: { clientX: number; clientY: number }) => void;
}

export function WordCloudSvg({
  width,
  height,
  layout,
  selected,
  onWordClick,
  onWordContextMenu,
}: WordCloudSvgProps) {
  const dim = selected && selected.size > 0;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`${-layout.width / 2} ${-layout.height / 2} ${layout.width} ${layout.height}`}
      data-test="word-cloud"
      style={{ display: 'block' }}
    >
      <g>
        {layout.words.map((w) => (
          <text
            key={w.text}
            fontSize={`${w.size}px`}
            fontWeight="bold"
            fontFamily="Inter, Helvetica, Arial, sans-serif"
            fill={w.color}
            opacity={dim && !selected.has(w.text) ? 0.3 : 1}
            textAnchor="middle"
            transform={`translate(${w.x}, ${w.y}) rotate(${w.rotate})`}
            style={{ cursor: onWordClick ? 'pointer' : 'default' }}
            onClick={onWordClick ? () => onWordClick(w) : undefined}
            onContextMenu={
              onWordContextMenu
                ? (e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    onWordContextMenu(w, { clientX: e.clientX, clientY: e.clientY });
                  }
                : undefined
            }
          >
            {w.text}
          </text>
        ))}
      </g>
    </svg>
  );
}
