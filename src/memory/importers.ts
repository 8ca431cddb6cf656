/**
 * Getting memories in from elsewhere: engram's own export document, the MCP memory server's
 * `memory.jsonl` (a knowledge graph of entities, observations and relations), chat
 * transcripts (JSONL or JSON of `{ role, content, timestamp }`) and plain text, one memory a
 * line. Each source is read completely first: a malformed line is reported with its number
 * and skipped, and everything else lands in one transaction. A dry run reports the same
 * without writing.
 * @module
 */
import { InputError } from "../core/errors.ts";
import { birthStability, type Kind } from "../core/model.ts";
import { estimateTokens } from "../core/text.ts";
import type { TraceData } from "../core/trace.ts";
import { checkContent, checkKind, checkMeta, checkSalience, checkTags } from "../core/validate.ts";
import { EXPORT_VERSION, type ExportDocument, parseExport } from "./exchange.ts";
import { DEFAULT_SALIENCE, type Memory, type RememberInput } from "./memory.ts";
import type { Link } from "../store/store.ts";

/** The formats {@linkcode importText} reads. */
export const IMPORT_FORMATS = ["engram", "mcp-memory", "transcript", "lines"] as const;

/** One of {@linkcode IMPORT_FORMATS}. */
export type ImportFormat = typeof IMPORT_FORMATS[number];

/** Options for {@linkcode importText}. Every field optional. */
export interface ImportTextOptions {
  /** The source's format, or `"auto"` to detect it (the default); `lines` is never guessed. */
  format?: ImportFormat | "auto";
  /** Report what would be imported and skipped; write nothing. Default `false`. */
  dryRun?: boolean;
  /**
   * Kind of every imported memory. Default: `episodic` for transcripts and lines, `semantic`
   * for the MCP memory graph (durable facts). Ignored for engram documents.
   */
  kind?: Kind;
  /** Salience of every imported memory. Default `0.5`. Ignored for engram documents. */
  salience?: number;
  /** Tags added to every imported memory. Default none. Ignored for engram documents. */
  tags?: string[];
  /** Called as memories are prepared, with how many of how many are done. Default none. */
  onProgress?: (done: number, total: number) => void;
}

/** Something the importer left out, and why. */
export interface ImportSkip {
  /** Where: the 1-based line of a line-based source, or the item number of a JSON array. */
  line: number;
  /** Why it was left out. */
  reason: string;
}

/** What {@linkcode importText} did (or, for a dry run, would do). */
export interface ImportReport {
  /** The format read. */
  format: ImportFormat;
  /** Whether nothing was written. */
  dryRun: boolean;
  /** Memories imported (or that would be). */
  imported: number;
  /** Links imported (or that would be). */
  links: number;
  /** What was left out, in source order. */
  skipped: ImportSkip[];
  /** Whether ids were renumbered because some were taken (engram documents only). */
  renumbered: boolean;
}

/** Default settings of {@linkcode importText}, in one place. */
const DEFAULTS: Required<Omit<ImportTextOptions, "kind" | "onProgress">> = {
  format: "auto",
  dryRun: false,
  salience: DEFAULT_SALIENCE,
  tags: [],
};

/** Weight of the links between an entity, its observations and its relations. */
const GRAPH_LINK_WEIGHT = 0.5;

/** The roles of a transcript that are remembered; others (system, tool) are skipped. */
const SPOKEN_ROLES = new Set(["user", "assistant", "human", "ai", "model"]);

/** A memory to import: content, meta, and when it happened (epoch ms). */
interface Planned {
  content: string;
  meta: Record<string, unknown>;
  at: number;
  kind: Kind;
}

/** What a reader makes of a source: memories, links between them (indexes), what it skipped. */
interface Plan {
  items: Planned[];
  links: { a: number; b: number }[];
  skipped: ImportSkip[];
}

/** The parsed lines of a JSONL source, or skips for the lines that are not JSON objects. */
function jsonLines(text: string): { line: number; value: Record<string, unknown> }[] & {
  skipped: ImportSkip[];
} {
  const out = [] as unknown as ReturnType<typeof jsonLines>;
  out.skipped = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === "") return;
    try {
      const value = JSON.parse(raw);
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        out.skipped.push({ line: i + 1, reason: "not a JSON object" });
      } else out.push({ line: i + 1, value });
    } catch (e) {
      out.skipped.push({ line: i + 1, reason: `not JSON: ${(e as Error).message}` });
    }
  });
  return out;
}

/**
 * Which format `text` is in, when that is unambiguous: a JSON object with
 * `format: "engram"`; JSON with messages (`role` and `content`); JSONL of `type: "entity"` /
 * `"relation"` lines; JSONL of messages.
 * @throws {InputError} when the format cannot be told (plain text is `lines`: say so)
 */
export function detectFormat(text: string): ImportFormat {
  const trimmed = text.trim();
  let whole: unknown = undefined;
  try {
    whole = JSON.parse(trimmed);
  } catch {
    // Not one JSON value: maybe JSONL.
  }
  if (whole !== undefined) {
    if (isObject(whole) && whole.format === "engram") return "engram";
    const messages = Array.isArray(whole) ? whole : isObject(whole) ? whole.messages : undefined;
    if (Array.isArray(messages) && messages.some((m) => isObject(m) && "role" in m)) {
      return "transcript";
    }
    if (isObject(whole) && (whole.type === "entity" || whole.type === "relation")) {
      return "mcp-memory";
    }
    if (isObject(whole) && "role" in whole) return "transcript";
  } else {
    const lines = jsonLines(trimmed);
    if (lines.length === 0 && /^[[{]/.test(trimmed)) {
      try {
        JSON.parse(trimmed);
      } catch (e) {
        throw new InputError(`not JSON: ${(e as Error).message}`);
      }
    }
    const first = lines[0]?.value;
    if (first && (first.type === "entity" || first.type === "relation")) return "mcp-memory";
    if (first && "role" in first) return "transcript";
  }
  throw new InputError(
    "Cannot tell the format: expected an engram export, an MCP memory.jsonl or a chat " +
      "transcript; for one memory a line, give the format lines",
  );
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** `content` checked as a memory's text, or the reason it cannot be one. */
function contentOrReason(content: unknown): string | { reason: string } {
  try {
    return checkContent(content);
  } catch (e) {
    return { reason: (e as Error).message };
  }
}

/** Read the MCP memory server's graph: entities, their observations, relations as links. */
function readMcpMemory(text: string, now: number, kind: Kind): Plan {
  const lines = jsonLines(text);
  const plan: Plan = { items: [], links: [], skipped: [...lines.skipped] };
  const entities = new Map<string, { index: number; type: string; seen: Set<string> }>();
  const add = (item: Omit<Planned, "at" | "kind">, line: number): number | null => {
    const content = contentOrReason(item.content);
    if (typeof content !== "string") {
      plan.skipped.push({ line, reason: content.reason });
      return null;
    }
    plan.items.push({ ...item, content, at: now, kind });
    return plan.items.length - 1;
  };
  for (const { line, value } of lines.filter((l) => l.value.type === "entity")) {
    const { name, entityType, observations } = value;
    if (typeof name !== "string" || name.trim() === "") {
      plan.skipped.push({ line, reason: "entity without a name" });
      continue;
    }
    const type = typeof entityType === "string" && entityType.trim() ? entityType.trim() : "";
    let entity = entities.get(name);
    if (!entity) {
      const meta = { entity: name, ...(type ? { entityType: type } : {}) };
      const index = add({ content: type ? `${name} is a ${type}` : name, meta }, line);
      if (index === null) continue;
      entity = { index, type, seen: new Set() };
      entities.set(name, entity);
    }
    const list = Array.isArray(observations) ? observations : [];
    if (observations !== undefined && !Array.isArray(observations)) {
      plan.skipped.push({ line, reason: `observations of "${name}" are not a list` });
    }
    for (const observation of list) {
      if (typeof observation !== "string" || observation.trim() === "") {
        plan.skipped.push({ line, reason: `an observation of "${name}" is not text` });
        continue;
      }
      if (entity.seen.has(observation)) continue;
      entity.seen.add(observation);
      const meta = { entity: name, ...(entity.type ? { entityType: entity.type } : {}) };
      const index = add({ content: `${name}: ${observation}`, meta }, line);
      if (index !== null) plan.links.push({ a: entity.index, b: index });
    }
  }
  for (const { line, value } of lines) {
    if (value.type === "entity") continue;
    if (value.type !== "relation") {
      plan.skipped.push({
        line,
        reason: `unknown type ${JSON.stringify(value.type)?.slice(0, 32) ?? "(none)"}`,
      });
      continue;
    }
    const { from, to, relationType } = value;
    if (typeof from !== "string" || typeof to !== "string" || typeof relationType !== "string") {
      plan.skipped.push({ line, reason: "relation without from, to and relationType" });
      continue;
    }
    const missing = [from, to].find((n) => !entities.has(n));
    if (missing !== undefined) {
      plan.skipped.push({ line, reason: `relation names an unknown entity "${missing}"` });
      continue;
    }
    const [a, b] = [entities.get(from)!.index, entities.get(to)!.index];
    const said = `${from} ${relationType.replace(/_/g, " ")} ${to}`;
    const index = add({ content: said, meta: { relation: relationType, from, to } }, line);
    if (index === null) continue;
    plan.links.push({ a: index, b: a }, { a: index, b: b });
    if (a !== b) plan.links.push({ a, b });
  }
  return plan;
}

/** Epoch ms of a message's timestamp (ISO string, epoch ms, or epoch seconds), or a reason. */
function messageTime(value: unknown, now: number): number | { reason: string } {
  if (value === undefined || value === null) return now;
  let ms = NaN;
  if (typeof value === "number") ms = value < 1e11 ? value * 1000 : value;
  else if (typeof value === "string") ms = Date.parse(value);
  if (!Number.isFinite(ms)) return { reason: `unreadable timestamp ${String(value).slice(0, 40)}` };
  if (ms > now) {
    return { reason: `timestamp ${new Date(ms).toISOString()} is after the brain's now` };
  }
  return ms;
}

/** A message's text: a string, or the text parts of a list of content parts. */
function messageText(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  return content.map((p) => typeof p === "string" ? p : isObject(p) ? p.text : undefined)
    .filter((t) => typeof t === "string").join("\n");
}

/** Read a chat transcript: each user or assistant message, at its own time. */
function readTranscript(text: string, now: number, kind: Kind): Plan {
  const plan: Plan = { items: [], links: [], skipped: [] };
  let messages: { line: number; value: unknown }[];
  let whole: unknown = undefined;
  try {
    whole = JSON.parse(text);
  } catch {
    // JSONL.
  }
  const array = Array.isArray(whole) ? whole : isObject(whole) ? whole.messages : undefined;
  if (Array.isArray(array)) {
    messages = array.map((value, i) => ({ line: i + 1, value }));
  } else {
    const lines = jsonLines(text);
    plan.skipped.push(...lines.skipped);
    messages = lines;
  }
  for (const { line, value } of messages) {
    if (!isObject(value)) {
      plan.skipped.push({ line, reason: "not a message object" });
      continue;
    }
    const role = typeof value.role === "string" ? value.role.toLowerCase() : "";
    if (!SPOKEN_ROLES.has(role)) {
      plan.skipped.push({
        line,
        reason: `role "${role.slice(0, 32) || "(none)"}" is not remembered`,
      });
      continue;
    }
    const content = contentOrReason(messageText(value.content));
    if (typeof content !== "string") {
      plan.skipped.push({ line, reason: content.reason });
      continue;
    }
    const at = messageTime(
      value.timestamp ?? value.time ?? value.created_at ?? value.createdAt,
      now,
    );
    if (typeof at !== "number") {
      plan.skipped.push({ line, reason: at.reason });
      continue;
    }
    plan.items.push({ content, meta: { role }, at, kind });
  }
  // Skips are reported in source order, however they were found.
  plan.skipped.sort((a, b) => a.line - b.line);
  return plan;
}

/** Read plain text: one memory a non-blank line. */
function readLines(text: string, now: number, kind: Kind): Plan {
  const plan: Plan = { items: [], links: [], skipped: [] };
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === "") return;
    const content = contentOrReason(raw);
    if (typeof content === "string") plan.items.push({ content, meta: {}, at: now, kind });
    else plan.skipped.push({ line: i + 1, reason: content.reason });
  });
  return plan;
}

/** A plan as an export document: ids from 1, born at their own time, counters for the writes. */
function planDocument(plan: Plan, salience: number, tags: string[]): ExportDocument {
  const traces: TraceData[] = plan.items.map((item, i) => ({
    id: i + 1,
    content: item.content,
    kind: item.kind,
    salience,
    stability: birthStability(salience, item.kind),
    createdAt: item.at,
    lastReinforcedAt: item.at,
    recalls: 0,
    tags,
    meta: checkMeta(item.meta),
    sources: [],
    supersededBy: null,
  }));
  const seen = new Set<string>();
  const links: Link[] = [];
  for (const { a, b } of plan.links) {
    const [lo, hi] = a < b ? [a + 1, b + 1] : [b + 1, a + 1];
    if (lo === hi || seen.has(`${lo}:${hi}`)) continue;
    seen.add(`${lo}:${hi}`);
    links.push({ a: lo, b: hi, w: GRAPH_LINK_WEIGHT });
  }
  return {
    format: "engram",
    version: EXPORT_VERSION,
    exportedAt: "",
    traces,
    links,
    // Into an empty brain an import restores the document's counters: these count the writes.
    counters: {
      written: traces.length,
      tokensWritten: traces.reduce((n, t) => n + estimateTokens(t.content), 0),
    },
  };
}

/**
 * Import `text` into `memory` in one of {@linkcode IMPORT_FORMATS}. Everything readable lands
 * in one transaction; what is not is reported in `skipped` with its line and reason (an
 * engram document is all or nothing: an invalid one throws).
 * @throws {InputError} when the format cannot be detected, an option is bad, or an engram
 *   document is invalid; nothing is written then
 *
 * @example
 * ```ts
 * import { importText, Memory } from "@engram/engram";
 * const mem = Memory.inMemory();
 * const graph = [
 *   '{"type":"entity","name":"Linh","entityType":"person","observations":["likes jazz"]}',
 *   "not json",
 * ].join("\n");
 * const report = await importText(mem, graph);
 * console.log(report.imported, report.links, report.skipped[0].line); // 2 1 2
 * await mem.close();
 * ```
 */
export async function importText(
  memory: Memory,
  text: string,
  options: ImportTextOptions = {},
): Promise<ImportReport> {
  if (typeof text !== "string") throw new InputError("Invalid import: expected text");
  // An explicit `undefined` means the default too.
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const o = { ...DEFAULTS, ...given } as typeof DEFAULTS & ImportTextOptions;
  const format: ImportFormat = o.format === "auto" ? detectFormat(text) : o.format;
  if (!IMPORT_FORMATS.includes(format)) {
    throw new InputError(
      `Invalid format "${String(format).slice(0, 32)}": expected one of ${
        IMPORT_FORMATS.join(", ")
      }`,
    );
  }
  const salience = checkSalience(o.salience);
  const tags = checkTags(o.tags);
  const report = { format, dryRun: o.dryRun === true, renumbered: false };
  if (format === "engram") return await importDocument(memory, text, report, o.onProgress);

  const now = memory.clock.now();
  const kind = checkKind(o.kind ?? (format === "mcp-memory" ? "semantic" : "episodic"));
  const read = format === "mcp-memory"
    ? readMcpMemory
    : format === "transcript"
    ? readTranscript
    : readLines;
  const plan = read(text, now, kind);
  const result = { ...report, imported: plan.items.length, skipped: plan.skipped };
  if (format === "lines") {
    // Plain lines are remembered now, like `remember`: stale states are superseded at once.
    if (!report.dryRun && plan.items.length > 0) {
      o.onProgress?.(0, plan.items.length);
      const inputs: RememberInput[] = plan.items.map((i) => ({
        content: i.content,
        kind,
        salience,
        tags,
      }));
      await memory.rememberMany(inputs);
      o.onProgress?.(plan.items.length, plan.items.length);
    }
    return { ...result, links: 0 };
  }
  const doc = planDocument(plan, salience, tags);
  if (!report.dryRun && doc.traces.length > 0) {
    await memory.import(doc, { onProgress: o.onProgress });
  }
  return { ...result, links: doc.links.length };
}

/** An engram export document: all of it, or (when invalid) none. */
async function importDocument(
  memory: Memory,
  text: string,
  report: { format: ImportFormat; dryRun: boolean; renumbered: boolean },
  onProgress: ImportTextOptions["onProgress"],
): Promise<ImportReport> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new InputError(`Invalid export document: not JSON: ${(e as Error).message}`);
  }
  if (report.dryRun) {
    const parsed = parseExport(doc);
    return {
      ...report,
      imported: parsed.traces.length,
      links: parsed.links.length,
      skipped: [],
    };
  }
  const result = await memory.import(doc, { onProgress });
  return {
    ...report,
    imported: result.traces,
    links: result.links,
    skipped: [],
    renumbered: result.renumbered,
  };
}
