/**
 * Human-readable output of the CLI (and the text half of MCP results): retention bars, dates,
 * kinds. Pure functions of their input: the caller passes the current instant and whether to
 * paint with ANSI colours.
 * @module
 */
import type { ForgetResult } from "../memory/forget.ts";
import type { ImportReport } from "../memory/importers.ts";
import type { TraceDetails, TracePage } from "../memory/memory.ts";
import type { Kind } from "../core/model.ts";
import type { Hit } from "../recall/rank.ts";
import type { ReviewItem } from "../memory/review.ts";
import type { Stats } from "../memory/stats.ts";
import type { Trace } from "../core/trace.ts";
import type { LearnedWord } from "../store/store.ts";

/** ANSI styling that collapses to plain text when colour is off (`NO_COLOR`, not a terminal). */
export class Painter {
  /** Whether escapes are emitted. */
  readonly color: boolean;

  /** Paint with colours when `color` is true. */
  constructor(color: boolean) {
    this.color = color;
  }

  #sgr(code: string, text: string): string {
    return this.color ? `\x1b[${code}m${text}\x1b[0m` : text;
  }

  /** Secondary detail: ids, dates, labels. */
  dim(text: string): string {
    return this.#sgr("2", text);
  }

  /** Emphasis. */
  bold(text: string): string {
    return this.#sgr("1", text);
  }

  /** A kind name, padded to align: core magenta, semantic cyan, episodic plain. */
  kind(kind: Kind, width = 0): string {
    const text = kind.padEnd(width);
    return kind === "core"
      ? this.#sgr("35", text)
      : kind === "semantic"
      ? this.#sgr("36", text)
      : text;
  }

  /** A retention bar and percentage, green when fresh, yellow when fading, red near the floor. */
  retention(r: number): string {
    const code = r >= 0.5 ? "32" : r >= 0.1 ? "33" : "31";
    return `${this.#sgr(code, retentionBar(r))} ${percent(r).padStart(4)}`;
  }
}

/** A ten-cell bar of retention in [0, 1]: `███████░░░`. */
function retentionBar(r: number, width = 10): string {
  const filled = Math.round(Math.min(1, Math.max(0, r)) * width);
  return "█".repeat(filled) + "░".repeat(width - filled);
}

/** A fraction as a whole percentage; a non-zero sliver shows as `<1%` rather than `0%`. */
export function percent(r: number): string {
  const p = Math.round(r * 100);
  return p === 0 && r > 0 ? "<1%" : `${p}%`;
}

/** An instant as a local date and time: `2026-11-29 18:50`. */
function formatDate(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ` +
    `${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A span in days, readable: `5 hours`, `3.4 days`, `120 days`, `5.0 years`. */
export function formatDays(days: number): string {
  if (days < 1) {
    const hours = Math.round(days * 24);
    return `${hours} hour${hours === 1 ? "" : "s"}`;
  }
  if (days < 10) {
    const rounded = Number(days.toFixed(1));
    return `${rounded} day${rounded === 1 ? "" : "s"}`;
  }
  if (days < 365) return `${Math.round(days)} days`;
  return `${(days / 365.25).toFixed(1)} years`;
}

/** A count with its noun, pluralised: `1 memory`, `3 memories`. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Content on one line: inner line breaks become spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ");
}

/** A trace to list, with its retention and optionally the retention it will fall to. */
interface TraceRow {
  trace: Trace;
  retention: number;
  retentionLater?: number;
}

/** One aligned line per trace: id, retention bar (→ later retention), kind, date, content. */
function traceLines(rows: readonly TraceRow[], p: Painter): string[] {
  const idWidth = Math.max(...rows.map((r) => String(r.trace.id).length)) + 1;
  return rows.map(({ trace, retention, retentionLater }) =>
    [
      p.dim(`#${trace.id}`.padStart(idWidth)),
      p.retention(retention) +
      (retentionLater === undefined ? "" : ` → ${percent(retentionLater).padStart(3)}`),
      p.kind(trace.kind, 8),
      p.dim(formatDate(trace.createdAt)),
      oneLine(trace.content),
    ].join("  ")
  );
}

/** What `remember` stored. */
export function formatRemembered(trace: Trace, p: Painter): string {
  const tags = trace.tags.length ? `, tags ${trace.tags.join(", ")}` : "";
  return `Remembered ${p.bold(`#${trace.id}`)} (${p.kind(trace.kind)}, salience ` +
    `${trace.salience}${tags}): stable for ${formatDays(trace.stability)}`;
}

/** Recall hits, best first, with the retention each had when recalled. */
export function formatHits(hits: readonly Hit[], query: string, p: Painter): string {
  if (hits.length === 0) return `No memories match "${query}"`;
  return traceLines(hits.map((h) => ({ trace: h.trace, retention: h.retention })), p).join("\n");
}

/** What is about to fade within `horizon` days: retention now and at the horizon. */
export function formatReview(items: readonly ReviewItem[], horizon: number, p: Painter): string {
  const span = formatDays(horizon);
  if (items.length === 0) return `Nothing fades within ${span}`;
  const rows = items.map((i) => ({ ...i, retentionLater: i.retentionAtHorizon }));
  return [
    `${count(items.length, "memory", "memories")} fading within ${span}, most valuable first ` +
    `(retention now → then); recall them to keep them:`,
    ...traceLines(rows, p),
  ].join("\n");
}

/** What a forget whose scrub could not finish yet says (`scrubbed: false`). */
export const SCRUB_PENDING =
  "Not yet scrubbed: another connection is reading an older snapshot, so the deleted text " +
  "stays in the brain's journal until it finishes; the scrub is recorded and completes then " +
  "(at the latest when the brain is next opened).";

/** What `forget` did or, for a dry run, would do. */
export function formatForget(result: ForgetResult, now: number, p: Painter): string {
  if (result.count === 0) return "Nothing matched: nothing was forgotten";
  if (!result.dryRun) {
    return `Forgot ${count(result.count, "memory", "memories")}: ` +
      result.ids.map((id) => `#${id}`).join(", ") + (result.scrubbed ? "" : `\n${SCRUB_PENDING}`);
  }
  const rows = result.traces.map((trace) => ({ trace, retention: trace.retention(now) }));
  return [
    `Would forget ${count(result.count, "memory", "memories")} (dry run, nothing was deleted):`,
    ...traceLines(rows, p),
  ].join("\n");
}

/** A brain's stats as a labelled block, starting with where the brain file is. */
export function formatStats(s: Stats, p: Painter): string {
  const l = s.lifetime;
  const rows: [string, string][] = [
    ["brain", s.path],
    ["embedder", s.embedder ?? "none yet"],
    [
      "traces",
      `${s.traces} (${s.byKind.episodic} episodic, ${s.byKind.semantic} semantic, ` +
      `${s.byKind.core} core)`,
    ],
    [
      "retention",
      `${s.retention.fresh} fresh, ${s.retention.fading} fading, ` +
      `${s.retention.nearFloor} near the forgetting floor`,
    ],
    ["superseded", String(s.superseded)],
    ["links", String(s.links)],
    ["learned", `${count(s.learned, "word")} from the questions memories answered`],
    [
      "stability",
      s.traces === 0
        ? "-"
        : `mean ${formatDays(s.stability.mean)}, max ${formatDays(s.stability.max)}`,
    ],
    ["last dream", s.lastDreamAt === null ? "never" : formatDate(s.lastDreamAt)],
    [
      "lifetime",
      `${l.written} written, ${count(l.recalled, "recall")} ` +
      `(${count(l.reinforced, "reinforcement")}), ${l.forgotten} forgotten`,
    ],
    [
      "dreams",
      `${l.dreams}: ${l.merged} merged, ${count(l.gists, "gist")} from ` +
      `${count(l.distilled, "episode")}, ${count(l.associated, "association")}, ` +
      `${l.dissolved} dissolved, ${l.superseded} superseded`,
    ],
    [
      "tokens",
      `${s.tokens.written} written, ${s.tokens.held} held, ` +
      `about ${s.tokens.typicalContext} per context block`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => p.dim(label.padEnd(width)) + value).join("\n");
}

/** A page of a listing: which slice of how many, then one line per trace. */
export function formatList(page: TracePage, offset: number, now: number, p: Painter): string {
  if (page.traces.length === 0) {
    return page.total === 0
      ? "No memories match"
      : `No memories on this page (${count(page.total, "memory", "memories")} match)`;
  }
  const rows = page.traces.map((trace) => ({ trace, retention: trace.retention(now) }));
  return [
    `${offset + 1}–${offset + page.traces.length} of ${page.total}:`,
    ...traceLines(rows, p),
  ].join("\n");
}

/**
 * Words learned from use, most used first, as the cues wrote them: `car ×2, garage, parked`.
 * Self-contained: the inspector's page script calls its own source.
 */
export function formatLearned(learned: readonly LearnedWord[]): string {
  return learned.map((l) => l.uses > 1 ? `${l.word} ×${l.uses}` : l.word).join(", ");
}

/**
 * One trace in full: fields, retention, supersession, words learned from use, links and
 * stability history.
 */
export function formatShow(d: TraceDetails, p: Painter): string {
  const t = d.trace;
  const rows: [string, string][] = [
    ["content", t.content],
    ["kind", p.kind(t.kind)],
    ["retention", p.retention(d.retention)],
    ["stability", formatDays(t.stability)],
    ["salience", String(t.salience)],
    ["recalls", String(t.recalls)],
    ["created", formatDate(t.createdAt)],
    ["last used", formatDate(t.lastReinforcedAt)],
  ];
  if (t.tags.length) rows.push(["tags", t.tags.join(", ")]);
  if (Object.keys(t.meta).length) rows.push(["meta", JSON.stringify(t.meta)]);
  if (t.sources.length) {
    rows.push(["sources", `${count(t.sources.length, "episode")} distilled into this gist`]);
  }
  if (d.supersededBy) {
    rows.push(["superseded", `by #${d.supersededBy.id} ${oneLine(d.supersededBy.content)}`]);
  }
  for (const old of d.supersedes) rows.push(["supersedes", `#${old.id} ${oneLine(old.content)}`]);
  if (d.learned.length) rows.push(["learned", formatLearned(d.learned)]);
  for (const l of d.links) {
    rows.push(["link", `#${l.trace.id} (${l.weight.toFixed(2)}) ${oneLine(l.trace.content)}`]);
  }
  for (const h of d.history) {
    rows.push([
      "history",
      `${formatDate(h.at)} ${h.event}: stability ${formatDays(h.before)} → ${formatDays(h.after)}`,
    ]);
  }
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    p.bold(`#${t.id}`),
    ...rows.map(([label, value]) => p.dim(label.padEnd(width)) + value),
  ].join("\n");
}

/** What an import did (or would do), and each thing it skipped with its line and reason. */
export function formatImport(r: ImportReport): string {
  const what = `${count(r.imported, "memory", "memories")} and ${count(r.links, "link")}`;
  const head = r.dryRun
    ? `Would import ${what} from ${r.format} (dry run, nothing was written)`
    : `Imported ${what} from ${r.format}` +
      (r.renumbered ? " (ids renumbered: some were taken)" : "");
  const skipped = r.skipped.length
    ? [
      `Skipped ${r.skipped.length}:`,
      ...r.skipped.map((s) => `  line ${s.line}: ${s.reason}`),
    ]
    : [];
  return [head, ...skipped].join("\n");
}
