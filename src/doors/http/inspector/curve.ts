/**
 * A trace's retention curve, past and projected, from its stability history: the inspector
 * draws it in the browser (this function is sent to the page as is, so it imports nothing).
 *
 * Between events R(t) = exp(−(t − anchor) / S). It starts at `createdAt` with the first
 * event's `before` stability (the current one without events); a `reinforced` event resets R
 * to 1 (the anchor moves there) and sets S to `after`; `superseded` and `updated` events set S
 * without resetting R (a supersession drops the curve). After the last event the curve is the
 * trace's own: its stability and `lastReinforcedAt`, what `Trace.retention(at)` computes with.
 * @module
 */

/** What the curve needs of a trace and its history (the details route answers these). */
export interface CurveTrace {
  /** When it was first remembered, epoch ms. */
  createdAt: number;
  /** When it was last reinforced, epoch ms. */
  lastReinforcedAt: number;
  /** Its stability now, in days. */
  stability: number;
}

/** One stability event. */
export interface CurveEvent {
  /** When, epoch ms. */
  at: number;
  /** `reinforced`, `superseded` or `updated`. */
  event: string;
  /** Stability in days before it. */
  before: number;
  /** Stability in days after it. */
  after: number;
}

/** The curve: sampled points, the events on it, now, and where it crosses the floor. */
export interface Curve {
  /** `[epoch ms, retention]`, in time order (two points at one instant for a jump). */
  points: [number, number][];
  /** The events, at the retention they left the trace with. */
  events: { t: number; r: number; event: string }[];
  /** Retention now. */
  now: [number, number];
  /** When the projected curve crosses the forgetting floor, epoch ms. */
  floorAt: number;
  /** The end of the projection, epoch ms. */
  end: number;
}

/** The retention curve of `trace` from its birth through `now` to its projected fading. */
export function retentionCurve(
  trace: CurveTrace,
  history: readonly CurveEvent[],
  now: number,
  floor: number,
  samples = 48,
): Curve {
  const day = 86_400_000;
  const r = (t: number, s: number, anchor: number) =>
    Math.exp(-(Math.max(0, t - anchor) / day) / s);
  const points: [number, number][] = [];
  const segment = (from: number, to: number, s: number, anchor: number) => {
    const n = to > from ? samples : 0;
    for (let i = 0; i <= n; i++) {
      const t = n === 0 ? from : from + (to - from) * i / n;
      points.push([t, r(t, s, anchor)]);
    }
  };
  const events = [...history].sort((a, b) => a.at - b.at);
  let s = events.length > 0 ? events[0].before : trace.stability;
  let anchor = trace.createdAt;
  let from = trace.createdAt;
  const marks: Curve["events"] = [];
  // A recall with weak evidence revives a trace only partly: its retention decays from an
  // instant before the event. For the latest reinforcement that instant is the trace's own
  // `lastReinforcedAt`; earlier ones are drawn as full revivals at the event.
  const last = events.findLastIndex((e) => e.event === "reinforced");
  for (const [i, e] of events.entries()) {
    segment(from, e.at, s, anchor);
    if (e.event === "reinforced") {
      anchor = i === last ? Math.min(e.at, trace.lastReinforcedAt) : e.at;
    }
    s = e.after;
    from = e.at;
    marks.push({ t: e.at, r: r(e.at, s, anchor), event: e.event });
  }
  // A reinforcement the history does not hold (none should be missing) still shows.
  if (trace.lastReinforcedAt > from) segment(from, trace.lastReinforcedAt, s, anchor);
  // After the last event, the trace's own state: what `Trace.retention(at)` computes with.
  from = Math.max(from, trace.lastReinforcedAt);
  const floorAt = trace.lastReinforcedAt + trace.stability * day * Math.log(1 / floor);
  const end = Math.min(Math.max(floorAt, now + day), now + 3650 * day);
  const own = (t: number) => r(t, trace.stability, trace.lastReinforcedAt);
  segment(from, Math.min(now, end), trace.stability, trace.lastReinforcedAt);
  segment(Math.min(now, end), end, trace.stability, trace.lastReinforcedAt);
  return { points, events: marks, now: [now, own(now)], floorAt, end };
}
