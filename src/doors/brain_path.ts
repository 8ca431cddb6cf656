/**
 * Where the CLI's brain lives: `--db PATH`, else `$ENGRAM_DB`, else a per-user file in the
 * platform's data directory, so an MCP client that launches `engram serve` from any working
 * directory finds the same brain as the terminal.
 * @module
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, posix, resolve, win32 } from "node:path";

/** The environment variable that names the brain file when `--db` is not given. */
export const BRAIN_ENV = "ENGRAM_DB";

/** The brain's file name inside the data directory. */
const FILE = "brain.db";

/** Reads an environment variable; `undefined` when unset. */
export type EnvReader = (name: string) => string | undefined;

/**
 * The per-user default brain file for a platform:
 * - Linux and other Unix: `$XDG_DATA_HOME/engram/brain.db`, else
 *   `~/.local/share/engram/brain.db`;
 * - macOS: `~/Library/Application Support/engram/brain.db`;
 * - Windows: `%APPDATA%\engram\brain.db`, else `%USERPROFILE%\AppData\Roaming\engram\brain.db`.
 *
 * @throws {Error} when the home directory cannot be determined
 */
export function defaultBrainPath(
  os: typeof Deno.build.os = Deno.build.os,
  env: EnvReader = (name) => Deno.env.get(name),
): string {
  const set = (name: string): string | undefined => env(name) || undefined;
  if (os === "windows") {
    const appData = set("APPDATA") ??
      (set("USERPROFILE") && win32.join(set("USERPROFILE")!, "AppData", "Roaming"));
    if (!appData) throw new Error("Cannot find the brain: neither APPDATA nor USERPROFILE is set");
    return win32.join(appData, "engram", FILE);
  }
  const home = set("HOME");
  if (os === "darwin") {
    if (!home) throw new Error("Cannot find the brain: HOME is not set");
    return posix.join(home, "Library", "Application Support", "engram", FILE);
  }
  // XDG says a relative XDG_DATA_HOME is invalid and must be ignored.
  const xdg = set("XDG_DATA_HOME");
  if (xdg && posix.isAbsolute(xdg)) return posix.join(xdg, "engram", FILE);
  if (!home) throw new Error("Cannot find the brain: neither XDG_DATA_HOME nor HOME is set");
  return posix.join(home, ".local", "share", "engram", FILE);
}

/** Whether a command may create the brain (`write`) or only opens an existing one (`read`). */
export type BrainAccess = "read" | "write";

/**
 * The brain file to open: `flag` (from `--db`), else `$ENGRAM_DB`, else
 * {@linkcode defaultBrainPath}. Returns an absolute path. The default brain's directory is
 * created, so the first command on a new machine just works; a brain the user named must be in
 * an existing folder, and a command that only reads refuses a named file that does not exist
 * (a typo in `--db` must not leave empty brains behind). `:memory:` is passed through.
 * @throws {Error} when a named brain's folder (or, for `read`, its file) does not exist
 */
export function resolveBrainPath(
  flag: string | undefined,
  env: EnvReader = (name) => Deno.env.get(name),
  access: BrainAccess = "write",
): string {
  const named = flag || env(BRAIN_ENV);
  const chosen = named || defaultBrainPath(Deno.build.os, env);
  if (chosen === ":memory:") return chosen;
  const path = resolve(chosen);
  if (!named) {
    mkdirSync(dirname(path), { recursive: true });
  } else if (!existsSync(dirname(path))) {
    throw new Error(`Cannot open brain "${path}": folder "${dirname(path)}" does not exist`);
  } else if (access === "read" && !existsSync(path)) {
    throw new Error(`Cannot open brain "${path}": no such file (remember something first)`);
  }
  return path;
}
