/**
 * Progress of long CLI work (a big import, a dream over a big brain) on stderr. It draws only
 * when stderr is a terminal, so pipes, logs and MCP clients never see it.
 * @module
 */

const encoder = new TextEncoder();
/** Carriage return plus "erase line": the next draw replaces the previous one. */
const CLEAR = "\r\x1b[2K";

/** A one-line progress display that redraws in place. */
export class Progress {
  #enabled: boolean;
  #label: string;
  #shown = "";
  #key = "";

  /** A display headed `label`; drawn only when `enabled` (default: stderr is a terminal). */
  constructor(label: string, enabled: boolean = Deno.stderr.isTerminal()) {
    this.#label = label;
    this.#enabled = enabled;
  }

  /**
   * Report `done` of `total` units, optionally naming the current step. A step of one unit
   * shows as just its name: `dreaming: plan…`.
   */
  update(done: number, total: number, step?: string): void {
    if (!this.#enabled) return;
    const pct = total > 1 ? Math.floor((done / total) * 100) : -1;
    // Redraw only when the percentage or step changes: a write per item would dominate the work.
    const key = `${step}:${pct}`;
    if (key === this.#key) return;
    this.#key = key;
    const line = pct < 0
      ? `${this.#label}: ${step ?? ""}…`
      : `${this.#label}${step ? ` (${step})` : ""}: ${done}/${total} ${pct}%`;
    this.#shown = line;
    Deno.stderr.writeSync(encoder.encode(CLEAR + line));
  }

  /** Erase the display. */
  done(): void {
    if (this.#enabled && this.#shown) Deno.stderr.writeSync(encoder.encode(CLEAR));
    this.#shown = "";
    this.#key = "";
  }
}
