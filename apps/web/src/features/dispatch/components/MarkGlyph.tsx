/** A board mark (board-marks.ts) drawn inline, for the legend and the lists beside the map. */
import type { Mark } from "./board-marks";

export function MarkGlyph({ mark, size = 16 }: { mark: Mark; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className="shrink-0">
      <path
        d={mark.path}
        fill={mark.fill}
        stroke={mark.dashed ? mark.stroke : "#374151"}
        strokeWidth={mark.dashed ? 2 : 1}
        strokeDasharray={mark.dashed ? "3 2" : undefined}
      />
    </svg>
  );
}
