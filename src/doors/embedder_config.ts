/**
 * The embedder a front door uses: `--embedder SPEC`, else `$ENGRAM_EMBEDDER`, else the
 * model-free `hashing` default. `openai:<model>[@dimensions]` uses any OpenAI-compatible
 * service at `$ENGRAM_EMBEDDER_URL` (default `https://api.openai.com/v1`) with the key in
 * `$ENGRAM_EMBEDDER_KEY` (never a flag, so it stays out of the process list; never printed).
 * @module
 */
import { type Embedder, hashingEmbedder } from "../core/embed.ts";
import { InputError } from "../core/errors.ts";
import { openAIEmbedder } from "../embedders/openai.ts";
import type { EnvReader } from "./brain_path.ts";

/** The environment variable naming the embedder when `--embedder` is not given. */
export const EMBEDDER_ENV = "ENGRAM_EMBEDDER";
/** The environment variable holding the service's base URL. */
export const EMBEDDER_URL_ENV = "ENGRAM_EMBEDDER_URL";
/** The environment variable holding the service's API key. */
export const EMBEDDER_KEY_ENV = "ENGRAM_EMBEDDER_KEY";
/** The base URL when `$ENGRAM_EMBEDDER_URL` is unset. */
export const DEFAULT_EMBEDDER_URL = "https://api.openai.com/v1";

/** What `--embedder` accepts, for help texts. */
export const EMBEDDER_SPECS = "hashing (default) or openai:MODEL[@DIMENSIONS]";

/**
 * The embedder named by `flag` or the environment.
 * @throws {InputError} on a spec that is neither `hashing` nor `openai:<model>[@dims]`
 */
export function embedderFromConfig(
  flag: string | undefined,
  env: EnvReader = (name) => Deno.env.get(name),
): Embedder {
  const spec = (flag ?? env(EMBEDDER_ENV) ?? "").trim() || "hashing";
  if (spec === "hashing") return hashingEmbedder();
  const m = /^openai:([^@\s]+)(?:@(\d+))?$/.exec(spec);
  if (!m) {
    throw new InputError(`Invalid embedder "${spec.slice(0, 80)}": expected ${EMBEDDER_SPECS}`);
  }
  return openAIEmbedder({
    baseURL: env(EMBEDDER_URL_ENV) || DEFAULT_EMBEDDER_URL,
    model: m[1],
    apiKey: env(EMBEDDER_KEY_ENV) || undefined,
    dimensions: m[2] === undefined ? undefined : Number(m[2]),
  });
}
