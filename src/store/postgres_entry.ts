/**
 * engram on PostgreSQL: `import { PostgresStore, postgresDirectory } from "@engram/engram/postgres"`.
 * A separate entry, so the main one (`@engram/engram`) pulls no npm package.
 * @module
 */
export { PostgresPool, type PostgresPoolOptions, PostgresStore } from "./postgres.ts";
export { postgresDirectory } from "./postgres_directory.ts";
export { BRAIN_TABLES, CITUS_SQL, PG_SCHEMA_VERSION } from "./postgres_schema.ts";
