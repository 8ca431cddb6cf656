/**
 * A table of routes, each declared once with its schemas: registering one serves it on the
 * Hono app with its body and query validated, and keeps its declaration for the OpenAPI
 * document and for the 405 answers of the methods a path does not serve.
 * @module
 */
import type { Context, Hono } from "hono";
import { z } from "zod/v4";
import { readObject } from "./body.ts";
import { HttpError } from "./errors.ts";

/** The HTTP methods routes are served on. */
export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** What Deno.serve passes along with each request (absent when the app is called directly). */
export type Bindings = { remoteAddr?: Deno.Addr };
/** The app's environment. */
export type Env = { Bindings: Bindings };
/** A request's context. */
export type Ctx = Context<Env>;

/** One route, declared once: served, validated and documented from this. */
export interface RouteSpec<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  /** The method. */
  method: Method;
  /** The path, in Hono's syntax (`/v1/brains/:brain`). */
  path: string;
  /** One line for the document. */
  summary: string;
  /** More, when one line is not enough. */
  description?: string;
  /** The group it is listed under. */
  tag: string;
  /** The JSON body, validated. Default: none is read. */
  body?: B;
  /** The query string, validated (numbers, flags and lists read by the schema). Default: ignored. */
  query?: Q;
  /** A body passed through untouched, described here (the MCP route's JSON-RPC). */
  rawBody?: string;
  /** The answer's schema (documented, not validated). */
  answer: z.ZodType;
  /** The success status. Default `200`. */
  status?: 200 | 201;
  /** The answer's media type. Default `application/json`. */
  mediaType?: string;
  /** Served without the token: `/health` and the inspector's sign-in page and assets. */
  open?: boolean;
}

/** The validated input of a request. */
export interface Input<B, Q> {
  /** The body, as its schema parsed it (`undefined` without a body schema). */
  body: B;
  /** The query, as its schema parsed it (`undefined` without a query schema). */
  query: Q;
}

/** Registers routes on an app and remembers their declarations. */
export class RouteTable {
  /** Every route registered, in order. */
  readonly specs: RouteSpec[] = [];
  #app: Hono<Env>;

  /** A table serving on `app`. */
  constructor(app: Hono<Env>) {
    this.#app = app;
  }

  /** Serve `spec` with `handler`, which gets the validated input. */
  add<B extends z.ZodType, Q extends z.ZodType>(
    spec: RouteSpec<B, Q>,
    handler: (c: Ctx, input: Input<z.output<B>, z.output<Q>>) => Response | Promise<Response>,
  ): void {
    this.specs.push(spec);
    const readQuery = spec.query ? queryReader(spec.query) : undefined;
    this.#app.on(spec.method, spec.path, async (c) => {
      const query = readQuery && validate(spec.query!, readQuery(c), "parameter");
      const body = spec.body && validate(spec.body, await readObject(c), "field");
      return await handler(c, { body, query } as Input<z.output<B>, z.output<Q>>);
    });
  }

  /** Answer every method a declared path does not serve with a 405 naming the ones it does. */
  refuseOtherMethods(): void {
    const methods = new Map<string, Method[]>();
    for (const { path, method } of this.specs) {
      methods.set(path, [...(methods.get(path) ?? []), method]);
    }
    for (const [path, allowed] of methods) {
      this.#app.all(path, (c) => {
        c.header("Allow", allowed.join(", "));
        throw new HttpError(
          405,
          "method_not_allowed",
          `Method ${c.req.method} is not allowed on ${path}: use ${allowed.join(", ")}`,
        );
      });
    }
  }
}

/**
 * Parse `value` with `schema`, or throw a 422 naming the first problem, such as
 * `Unknown field "salince": expected content, salience, kind, tags, meta`.
 */
function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  noun: "field" | "parameter",
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw new HttpError(422, "invalid_input", describeIssue(result.error.issues[0], schema, noun));
}

function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType, noun: string): string {
  const where = issue.path.map((p, i) =>
    typeof p === "number" ? `[${p}]` : i ? `.${String(p)}` : String(p)
  )
    .join("");
  const shown = (v: unknown) => JSON.stringify(v)?.slice(0, 40) ?? String(v);
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = issue.path.length === 0 && schema instanceof z.ZodObject
        ? `: expected ${Object.keys(schema.shape).join(", ") || `no ${noun}s`}`
        : "";
      const name = issue.keys[0].slice(0, 64);
      return `Unknown ${noun} "${name}"${where ? ` in ${where}` : ""}${known}`;
    }
    case "invalid_type":
      return `Invalid ${where}: expected ${issue.expected}, got ${shown(issue.input)}`;
    case "invalid_value":
      return `Invalid ${where} ${shown(issue.input)}: expected one of ${
        issue.values.map((v) => String(v)).join(", ")
      }`;
    case "too_small":
    case "too_big": {
      const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const side = issue.code === "too_small"
        ? (issue.inclusive ? "at least" : "above")
        : (issue.inclusive ? "at most" : "below");
      const unit = issue.origin === "array"
        ? " items"
        : issue.origin === "string"
        ? " characters"
        : "";
      return `Invalid ${where} ${shown(issue.input)}: must be ${side} ${bound}${unit}`;
    }
    case "invalid_union":
      return `Invalid ${where} ${shown(issue.input)}: not any of the accepted shapes`;
    default:
      return `Invalid ${where || "input"}: ${issue.message}`;
  }
}

type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

/**
 * A reader of the query string for a schema: each parameter is read as its schema's type
 * says (numbers, `true`/`false`, repeated parameters for lists), and `meta.FIELD=VALUE` (or
 * `meta[FIELD]=VALUE`) fills the `meta` object with typed scalars.
 */
function queryReader(schema: z.ZodType): (c: Ctx) => Record<string, unknown> {
  const properties = (z.toJSONSchema(schema, { io: "input" }) as JsonSchema).properties ?? {};
  return (c) => {
    const out: Record<string, unknown> = {};
    for (const [name, raw] of new URL(c.req.url).searchParams) {
      const field = /^meta(?:\.(.+)|\[(.+)\])$/.exec(name);
      if (field && properties.meta) {
        const meta = (out.meta ??= {}) as Record<string, unknown>;
        meta[field[1] ?? field[2]] = scalarOf(raw);
        continue;
      }
      const prop = properties[name];
      if (!prop) {
        const known = Object.keys(properties).join(", ");
        throw new HttpError(
          422,
          "invalid_input",
          `Unknown parameter "${name.slice(0, 64)}": expected ${known}`,
        );
      }
      if (prop.type === "array") {
        ((out[name] ??= []) as unknown[]).push(read(prop.items ?? {}, raw));
      } else if (name in out) {
        throw new HttpError(422, "invalid_input", `Parameter "${name}" given more than once`);
      } else {
        out[name] = read(prop, raw);
      }
    }
    return out;
  };
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A raw parameter as its schema's type (left as text when it does not read as that type). */
function read(schema: JsonSchema, raw: string): unknown {
  const types = schema.anyOf ? schema.anyOf.map((s) => s.type) : [schema.type];
  if ((types.includes("number") || types.includes("integer")) && NUMBER.test(raw.trim())) {
    return Number(raw);
  }
  if (types.includes("boolean") && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

/** A meta filter value: a number, `true`, `false` or `null` when it reads as one, else text. */
export function scalarOf(raw: string): string | number | boolean | null {
  if (raw === "true" || raw === "false") return raw === "true";
  if (raw === "null") return null;
  if (NUMBER.test(raw) && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}
