import { useId, useRef } from 'react';
import type { RatingSeries } from '@/domain/rating-series';
import { chartLayout } from './rating-chart-logic';
import { ratingChartCaption, ratingChartSummary } from './profile-texts';
import { useElementWidth } from './use-element-width';

/** Drawn at this width until the container is measured (a 360 px phone's card). */
const DEFAULT_WIDTH = 300;

/**
 * The rating history as a line chart with axes: the rating up the side, the rated debate's
 * number along the bottom, the dates in the caption. An image whose text alternative says
 * what it shows; drawn at its container's real width, so its labels are never scaled.
 */
export function RatingChart({ series }: { series: RatingSeries }) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, DEFAULT_WIDTH);
  const ratings = series.points.map((p) => p.rating);
  const first = series.count - series.points.length + 1;
  const layout = chartLayout(ratings, first, width);
  const { plot } = layout;
  const last = layout.points[layout.points.length - 1];
  return (
    <figure className="rating-chart">
      <div ref={box} className="rating-chart__box">
        <svg
          className="rating-chart__svg"
          role="img"
          aria-labelledby={titleId}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          focusable="false"
        >
          <title id={titleId}>{ratingChartSummary(ratings, first)}</title>
          <g className="rating-chart__grid" aria-hidden="true">
            {layout.yTicks.map((tick) => (
              <line key={tick.value} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
            ))}
          </g>
          <g className="rating-chart__labels" aria-hidden="true">
            {layout.yTicks.map((tick) => (
              <text key={tick.value} x={plot.left - 6} y={tick.at} textAnchor="end" dy="0.32em">
                {tick.value}
              </text>
            ))}
            {layout.xTicks.map((tick) => (
              <text key={tick.value} x={tick.at} y={plot.bottom + 18} textAnchor="middle">
                {tick.value}
              </text>
            ))}
          </g>
          <g className="rating-chart__axes" aria-hidden="true">
            <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
            <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
            {layout.xTicks.map((tick) => (
              <line
                key={tick.value}
                x1={tick.at}
                x2={tick.at}
                y1={plot.bottom}
                y2={plot.bottom + 4}
              />
            ))}
          </g>
          {layout.points.length > 1 && (
            <polyline
              className="rating-chart__line"
              fill="none"
              points={layout.points.map((p) => `${p.x},${p.y}`).join(' ')}
            />
          )}
          {layout.dots &&
            layout.points.map((p, i) => (
              <circle key={i} className="rating-chart__dot" cx={p.x} cy={p.y} r={4} />
            ))}
          {last && !layout.dots && (
            <circle className="rating-chart__dot" cx={last.x} cy={last.y} r={4} />
          )}
        </svg>
      </div>
      <figcaption className="rating-chart__caption">{ratingChartCaption(series)}</figcaption>
    </figure>
  );
}
