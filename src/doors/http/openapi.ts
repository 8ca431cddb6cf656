/**
 * The OpenAPI 3.1 document of the HTTP server, generated from the route table: the same
 * schemas that validate each request describe it here, so the two cannot drift.
 * @module
 */
import { z } from "zod/v4";
import { BRAIN_NAME } from "../../memory/brains.ts";
import { ErrorJson } from "./schemas.ts";
import type { RouteSpec } from "./routes.ts";

type Json = Record<string, unknown>;

/** Options for {@linkcode openApiDocument}. */
export interface OpenApiOptions {
  /** The version of the API described. */
  version: string;
  /** Whether the server requires a bearer token on `/v1`. */
  token: boolean;
}

/** The OpenAPI 3.1 document describing `specs`. */
export function openApiDocument(specs: readonly RouteSpec[], options: OpenApiOptions): Json {
  const components: Record<string, unknown> = {};
  /** A JSON Schema for OpenAPI: shared definitions hoisted into `components.schemas`. */
  const schemaOf = (schema: z.ZodType): Json => {
    const { $schema: _, $defs, ...rest } = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io: "input",
      unrepresentable: "any",
    }) as Json;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const { id: _id, ...body } = def;
      components[name] = relink(body);
    }
    return relink(rest) as Json;
  };
  const errorSchema = schemaOf(ErrorJson);
  const paths: Record<string, Record<string, Json>> = {};
  for (const spec of specs) {
    const path = spec.path.replace(/:([a-z]+)/g, "{$1}");
    (paths[path] ??= {})[spec.method.toLowerCase()] = operation(spec, schemaOf, errorSchema);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "engram",
      version: options.version,
      description: "The memory engine that forgets: many named brains over REST. Times are " +
        "epoch milliseconds; every trace carries its retention now. Errors are " +
        '`{"error": {"code", "message"}}`.',
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
    ...(options.token ? { security: [{ bearer: [] }] } : {}),
  };
}

function operation(
  spec: RouteSpec,
  schemaOf: (schema: z.ZodType) => Json,
  errorSchema: Json,
): Json {
  const parameters: Json[] = [];
  for (const name of spec.path.match(/:([a-z]+)/g) ?? []) {
    parameters.push(pathParameter(name.slice(1)));
  }
  if (spec.query) {
    const properties = (schemaOf(spec.query).properties ?? {}) as Record<string, Json>;
    for (const [name, schema] of Object.entries(properties)) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: "query",
        required: false,
        ...(description ? { description } : {}),
        schema: rest,
        ...(rest.type === "array" ? { style: "form", explode: true } : {}),
        ...(rest.type === "object" ? { style: "deepObject", explode: true } : {}),
      });
    }
  }
  const media = spec.mediaType ?? "application/json";
  const errors: Record<string, string> = {};
  if (spec.path.startsWith("/v1")) {
    errors["401"] = "Unauthorized: the bearer token is missing or wrong";
    errors["403"] = "Forbidden: without a token, only this machine is served";
  }
  if (parameters.some((p) => p.in === "path")) {
    errors["400"] = "A bad brain name or trace id (or, for a body, invalid JSON)";
    errors["404"] = "No such brain or trace";
  }
  if (spec.body || spec.query) errors["422"] = "Invalid input: the message names the field";
  if (spec.body) errors["413"] = "Payload too large";
  if (spec.path.includes(":brain")) errors["503"] = "A failing dependency (storage, embedder)";
  return {
    operationId: operationId(spec),
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(spec.open ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body || spec.rawBody
      ? {
        requestBody: {
          required: !!spec.rawBody,
          content: {
            "application/json": { schema: spec.body ? schemaOf(spec.body) : {} },
          },
          ...(spec.rawBody ? { description: spec.rawBody } : {}),
        },
      }
      : {}),
    responses: {
      [String(spec.status ?? 200)]: {
        description: "Success",
        content: { [media]: { schema: media === "application/json" ? schemaOf(spec.answer) : {} } },
      },
      ...Object.fromEntries(
        Object.entries(errors).map(([status, description]) => [
          status,
          { description, content: { "application/json": { schema: errorSchema } } },
        ]),
      ),
    },
  };
}

function pathParameter(name: string): Json {
  return name === "brain"
    ? {
      name,
      in: "path",
      required: true,
      description: "The brain's name",
      schema: { type: "string", pattern: BRAIN_NAME.source },
    }
    : {
      name,
      in: "path",
      required: true,
      description: "A trace id",
      schema: { type: "integer", minimum: 1 },
    };
}

/** `GET /v1/brains/:brain/traces/:id` → `getBrainsTracesId`: unique per method and path. */
function operationId(spec: RouteSpec): string {
  const words = spec.path.split("/").filter((w) => w && w !== "v1")
    .map((w) => w.replace(/^:/, "").replace(/[^a-z0-9]/gi, ""))
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return spec.method.toLowerCase() + (words.join("") || "Root");
}

/** Point `$ref`s at `components.schemas` instead of the generator's local `$defs`. */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string"
        ? v.replace("#/$defs/", "#/components/schemas/")
        : relink(v),
    ]),
  );
}
