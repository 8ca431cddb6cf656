/**
 * The embedder a front door uses: `--embedder SPEC`, else `$ENGRAM_EMBEDDER`, else the
 * model-free `hashing` default. `openai:<model>[@dimensions]` uses any OpenAI-compatible
 * service at `$ENGRAM_EMBEDDER_URL` (default `https://api.openai.com/v1`) with the key in
 * `$ENGRAM_EMBEDDER_KEY` (never a flag, so it stays out of the process list; never printed).
 * `ollama:<model>` is the same with a local Ollama's URL as the default; its vectors are the
 * model's, so the brain records it as `openai:<model>` either way.
 * @module
 */
import { type Embedder, hashingEmbedder } from "../core/embed.ts";
import { InputError } from "../core/errors.ts";
import { openAIEmbedder, type OpenAIEmbedderOptions } from "../embedders/openai.ts";
import type { EnvReader } from "./brain_path.ts";

/** The environment variable naming the embedder when `--embedder` is not given. */
export const EMBEDDER_ENV = "ENGRAM_EMBEDDER";
/** The environment variable holding the service's base URL. */
export const EMBEDDER_URL_ENV = "ENGRAM_EMBEDDER_URL";
/** The environment variable holding the service's API key. */
export const EMBEDDER_KEY_ENV = "ENGRAM_EMBEDDER_KEY";
/** The base URL when `$ENGRAM_EMBEDDER_URL` is unset. */
export const DEFAULT_EMBEDDER_URL = "https://api.openai.com/v1";
/** The base URL of `ollama:<model>` when `$ENGRAM_EMBEDDER_URL` is unset: Ollama's own port. */
export const OLLAMA_EMBEDDER_URL = "http://localhost:11434/v1";

/** What `--embedder` accepts, for help texts. */
export const EMBEDDER_SPECS = "hashing (default), openai:MODEL[@DIMENSIONS] or ollama:MODEL";

/**
 * The service options `flag` or the environment name, or `null` for the model-free `hashing`
 * embedder.
 * @throws {InputError} on a spec that is not `hashing`, `openai:<model>[@dims]` or
 * `ollama:<model>`
 */
export function embedderOptions(
  flag: string | undefined,
  env: EnvReader = (name) => Deno.env.get(name),
): OpenAIEmbedderOptions | null {
  const spec = (flag ?? env(EMBEDDER_ENV) ?? "").trim() || "hashing";
  if (spec === "hashing") return null;
  const m = /^(openai|ollama):([^@\s]+)(?:@(\d+))?$/.exec(spec);
  if (!m || (m[1] === "ollama" && m[3] !== undefined)) {
    throw new InputError(`Invalid embedder "${spec.slice(0, 80)}": expected ${EMBEDDER_SPECS}`);
  }
  return {
    baseURL: env(EMBEDDER_URL_ENV) ||
      (m[1] === "ollama" ? OLLAMA_EMBEDDER_URL : DEFAULT_EMBEDDER_URL),
    model: m[2],
    apiKey: env(EMBEDDER_KEY_ENV) || undefined,
    dimensions: m[3] === undefined ? undefined : Number(m[3]),
  };
}

/**
 * The embedder named by `flag` or the environment (see {@linkcode embedderOptions}).
 * @throws {InputError} on a spec it does not accept
 */
export function embedderFromConfig(
  flag: string | undefined,
  env: EnvReader = (name) => Deno.env.get(name),
): Embedder {
  const options = embedderOptions(flag, env);
  return options === null ? hashingEmbedder() : openAIEmbedder(options);
}
