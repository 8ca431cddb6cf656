/**
 * The PostgreSQL schema of {@linkcode PostgresStore} and its migrations: every table keyed by
 * `brain_id` first, so each brain is a tenant and Citus can distribute every table by it,
 * colocated (`CITUS_SQL`).
 * @module
 */

/** The schema version this build writes, kept in the `engram_schema` table. */
export const PG_SCHEMA_VERSION = 5;

/**
 * Version 1. Words: `words` holds the trace's folded words (`core/text.ts` `words`, the same
 * folding the engine applies to queries) joined by spaces; `lex` is its `tsvector` under the
 * `engram` configuration (the default parser, an English Snowball stemmer with no stopword
 * list). Trigrams: `pg_trgm` over `words`. `terms` and `trigrams` hold per-brain document
 * frequencies, kept by the store on every write; `brains` holds the BM25 totals, the write
 * lock, the generation and the id allocator.
 */
export const PG_SCHEMA_V1: string = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TEXT SEARCH DICTIONARY engram_stem (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH CONFIGURATION engram (PARSER = default);
ALTER TEXT SEARCH CONFIGURATION engram ADD MAPPING FOR asciiword, word, numword, asciihword,
  hword, numhword, hword_asciipart, hword_part, hword_numpart, int, uint, float, sfloat, version,
  email, url, host, file, url_path WITH engram_stem;
CREATE AGGREGATE engram_all(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);
CREATE AGGREGATE engram_any(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);

-- Names to ids, written only when a brain is created or removed (a Citus reference table).
CREATE SEQUENCE engram_brain_ids;
CREATE TABLE brain_names (
  name text PRIMARY KEY,
  brain_id bigint NOT NULL UNIQUE
);
-- One row per brain: write lock, generation, id allocator and BM25 totals.
CREATE TABLE brains (
  brain_id bigint PRIMARY KEY,
  generation bigint NOT NULL DEFAULT 0,
  next_id bigint NOT NULL DEFAULT 1,
  docs bigint NOT NULL DEFAULT 0,
  lexemes bigint NOT NULL DEFAULT 0
);
CREATE TABLE traces (
  brain_id bigint NOT NULL REFERENCES brains ON DELETE CASCADE,
  id bigint NOT NULL,
  content text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('episodic', 'semantic', 'core')),
  salience float8 NOT NULL,
  stability float8 NOT NULL,
  created_at bigint NOT NULL,
  last_reinforced_at bigint NOT NULL,
  recalls integer NOT NULL DEFAULT 0,
  tags json NOT NULL,
  meta json NOT NULL,
  sources json NOT NULL,
  -- Not a foreign key, as in SQLite: a dissolved successor leaves its predecessor known-stale.
  superseded_by bigint,
  tokens integer NOT NULL,
  words text NOT NULL,
  lex tsvector GENERATED ALWAYS AS (to_tsvector('engram', words)) STORED,
  PRIMARY KEY (brain_id, id)
);
CREATE INDEX traces_lex ON traces USING gin (lex);
CREATE INDEX traces_trgm ON traces USING gin (words gin_trgm_ops);
CREATE INDEX traces_kind_fade ON traces (brain_id, kind, last_reinforced_at);
CREATE INDEX traces_created ON traces (brain_id, created_at);
CREATE INDEX traces_superseded_by ON traces (brain_id, superseded_by)
  WHERE superseded_by IS NOT NULL;
-- Reserved for nearest-neighbour search (a pgvector column when the server has it).
CREATE TABLE vectors (
  brain_id bigint NOT NULL,
  id bigint NOT NULL,
  v bytea NOT NULL,
  PRIMARY KEY (brain_id, id),
  FOREIGN KEY (brain_id, id) REFERENCES traces ON DELETE CASCADE
);
CREATE TABLE links (
  brain_id bigint NOT NULL,
  a bigint NOT NULL,
  b bigint NOT NULL,
  w float8 NOT NULL,
  PRIMARY KEY (brain_id, a, b),
  FOREIGN KEY (brain_id, a) REFERENCES traces ON DELETE CASCADE,
  FOREIGN KEY (brain_id, b) REFERENCES traces ON DELETE CASCADE,
  CHECK (a < b)
);
CREATE INDEX links_b ON links (brain_id, b);
CREATE TABLE counters (
  brain_id bigint NOT NULL REFERENCES brains ON DELETE CASCADE,
  name text NOT NULL,
  value bigint NOT NULL,
  PRIMARY KEY (brain_id, name)
);
-- Document frequencies of stemmed terms and of word trigrams, per brain.
CREATE TABLE terms (
  brain_id bigint NOT NULL REFERENCES brains ON DELETE CASCADE,
  term text NOT NULL,
  docs bigint NOT NULL,
  PRIMARY KEY (brain_id, term)
);
CREATE TABLE trigrams (
  brain_id bigint NOT NULL REFERENCES brains ON DELETE CASCADE,
  trigram text NOT NULL,
  docs bigint NOT NULL,
  PRIMARY KEY (brain_id, trigram)
);
`;

/** Version 2: each trace's stability history, and a log of dreams. */
export const PG_SCHEMA_V2: string = `
CREATE TABLE history (
  brain_id bigint NOT NULL,
  id bigint NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  at bigint NOT NULL,
  event text NOT NULL CHECK (event IN ('reinforced', 'superseded', 'updated')),
  before float8 NOT NULL,
  after float8 NOT NULL,
  PRIMARY KEY (brain_id, id, seq),
  FOREIGN KEY (brain_id, id) REFERENCES traces ON DELETE CASCADE
);
CREATE TABLE dreams (
  brain_id bigint NOT NULL REFERENCES brains ON DELETE CASCADE,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  at bigint NOT NULL,
  report json NOT NULL,
  PRIMARY KEY (brain_id, seq)
);
CREATE INDEX dreams_at ON dreams (brain_id, at);
`;

/** Version 3: brain-wide settings, such as the embedder that wrote the brain's vectors. */
export const PG_SCHEMA_V3: string = `
CREATE TABLE settings (
  brain_id bigint NOT NULL REFERENCES brains ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (brain_id, name)
);
`;

/**
 * Version 4: fuzzy matching asks the vocabulary — the distinct folded words each brain's traces
 * hold, with how many traces hold each, under a trigram index — instead of a trigram index over
 * every trace's words: a write indexes each word once, not each trigram, and the trigram index
 * covers distinct words, not traces. Filled from the traces.
 */
export const PG_SCHEMA_V4: string = `
CREATE TABLE vocabulary (
  brain_id bigint NOT NULL REFERENCES brains ON DELETE CASCADE,
  word text NOT NULL,
  docs bigint NOT NULL,
  PRIMARY KEY (brain_id, word)
);
INSERT INTO vocabulary (brain_id, word, docs)
SELECT t.brain_id, x.word, count(*)
FROM traces t CROSS JOIN LATERAL (SELECT DISTINCT unnest(string_to_array(t.words, ' ')) AS word) x
WHERE x.word <> ''
GROUP BY t.brain_id, x.word;
CREATE INDEX vocabulary_trgm ON vocabulary USING gin (word gin_trgm_ops);
DROP INDEX traces_trgm;
DROP TABLE trigrams;
`;

/** Version 5: the words traces learned from the cues that led to their use (`Memory.used`). */
export const PG_SCHEMA_V5: string = `
CREATE TABLE learned (
  brain_id bigint NOT NULL,
  id bigint NOT NULL,
  key text NOT NULL,
  word text NOT NULL,
  uses integer NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (brain_id, id, key),
  FOREIGN KEY (brain_id, id) REFERENCES traces ON DELETE CASCADE
);
CREATE INDEX learned_key ON learned (brain_id, key);
`;

/** The tables holding one brain's data, all distributed by `brain_id` under Citus. */
export const BRAIN_TABLES: readonly string[] = [
  "brains",
  "traces",
  "vectors",
  "links",
  "counters",
  "terms",
  "vocabulary",
  "history",
  "dreams",
  "learned",
];

/**
 * How a Citus coordinator distributes the schema (run once, after engram created it and before
 * the first brain): `brains` by `brain_id`, every other brain table colocated with it, the
 * small name and version tables replicated to every node.
 */
export const CITUS_SQL: string = `SELECT create_reference_table('engram_schema');
SELECT create_reference_table('brain_names');
SELECT create_distributed_table('brains', 'brain_id');
SELECT create_distributed_table('traces', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('vectors', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('links', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('counters', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('terms', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('vocabulary', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('history', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('dreams', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('settings', 'brain_id', colocate_with => 'brains');
SELECT create_distributed_table('learned', 'brain_id', colocate_with => 'brains');`;

/**
 * Forward migrations: `MIGRATIONS[v]` takes a database at version `v` to `v + 1`. Version 0 is
 * an empty database (no `engram_schema` table).
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE engram_schema (version integer NOT NULL);
   INSERT INTO engram_schema VALUES (0);
   ${PG_SCHEMA_V1}`,
  PG_SCHEMA_V2,
  PG_SCHEMA_V3,
  PG_SCHEMA_V4,
  PG_SCHEMA_V5,
];
