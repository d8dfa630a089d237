/**
 * The rating chart's geometry, in CSS pixels of the width it is drawn at: pure, so its scales
 * and ticks are unit-tested. The y axis is the rating, the x axis the rated debate's number
 * (the series keeps how many there have been, so the last 200 are numbered as they were).
 * One point sits in the middle with its own ticks; 200 points make a line without dots.
 */

interface ChartTick {
  value: number;
  /** Where the tick sits along its axis (px). */
  at: number;
}

interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: ChartTick[];
  xTicks: ChartTick[];
  points: { x: number; y: number }[];
  /** Dots at every point while they are few enough to tell apart. */
  dots: boolean;
}

export const CHART_HEIGHT = 176;
/** Room for the rating labels at the left and the debate numbers below. */
export const CHART_MARGIN = { left: 44, right: 14, top: 10, bottom: 26 } as const;
/** Above this many points the line is drawn without a dot at each. */
const MAX_DOTS = 30;
/** Ratings the y axis spans at least, so one point or a flat run is not a magnified wiggle. */
const MIN_RATING_SPAN = 40;
/** The least room between two debate-number labels (px). */
const X_LABEL_ROOM = 40;

/** A step of 1, 2 or 5 × 10ⁿ near `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Round ticks from `low` to `high` (both included when they are round), about `count` of them. */
export function niceTicks(low: number, high: number, count: number): number[] {
  if (!(high > low)) return [low];
  const step = niceStep((high - low) / Math.max(1, count));
  const ticks: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + step * 1e-9; v += step) {
    ticks.push(Math.round(v * 1e6) / 1e6);
  }
  return ticks;
}

/** The y axis: a padded, round range around the ratings, and its ticks. */
export function ratingAxis(ratings: readonly number[]): {
  low: number;
  high: number;
  ticks: number[];
} {
  const min = Math.min(...ratings);
  const max = Math.max(...ratings);
  const span = Math.max(max - min, MIN_RATING_SPAN);
  const mid = (min + max) / 2;
  const padded = { low: mid - span * 0.6, high: mid + span * 0.6 };
  const step = niceStep((padded.high - padded.low) / 4);
  const low = Math.floor(padded.low / step) * step;
  const high = Math.ceil(padded.high / step) * step;
  return { low, high, ticks: niceTicks(low, high, Math.round((high - low) / step)) };
}

/** Debate-number ticks that fit the plot's width, whole numbers only. */
function debateTicks(first: number, last: number, plotWidth: number): number[] {
  if (first === last) return [first];
  const fit = Math.max(1, Math.floor(plotWidth / X_LABEL_ROOM));
  const ticks = niceTicks(first, last, Math.min(fit, 5)).filter(
    (v) => Number.isInteger(v) && v >= first,
  );
  return ticks.length > 0 ? ticks : [first, last];
}

/**
 * The chart of `ratings` (oldest first), the first of them rated debate number `firstNumber`,
 * drawn `width` px wide.
 */
export function chartLayout(
  ratings: readonly number[],
  firstNumber: number,
  width: number,
): ChartLayout {
  const height = CHART_HEIGHT;
  const plot = {
    left: CHART_MARGIN.left,
    top: CHART_MARGIN.top,
    right: Math.max(CHART_MARGIN.left + 1, width - CHART_MARGIN.right),
    bottom: height - CHART_MARGIN.bottom,
  };
  if (ratings.length === 0) {
    return { width, height, plot, yTicks: [], xTicks: [], points: [], dots: false };
  }
  const axis = ratingAxis(ratings);
  const y = (rating: number) =>
    plot.bottom - ((rating - axis.low) / (axis.high - axis.low)) * (plot.bottom - plot.top);
  const last = firstNumber + ratings.length - 1;
  const x = (n: number) =>
    ratings.length === 1
      ? (plot.left + plot.right) / 2
      : plot.left + ((n - firstNumber) / (last - firstNumber)) * (plot.right - plot.left);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    width,
    height,
    plot,
    yTicks: axis.ticks.map((value) => ({ value, at: round(y(value)) })),
    xTicks: debateTicks(firstNumber, last, plot.right - plot.left).map((value) => ({
      value,
      at: round(x(value)),
    })),
    points: ratings.map((rating, i) => ({ x: round(x(firstNumber + i)), y: round(y(rating)) })),
    dots: ratings.length <= MAX_DOTS,
  };
}
