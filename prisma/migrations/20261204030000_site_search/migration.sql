-- Site search (issue 45 §4): a stored, generated tsvector per searchable table with a GIN index, all built with one
-- text search configuration, "mnb_search": English stemming, and accent-insensitive — "Beyonce" finds "Beyoncé".
--
-- Accents: with the unaccent extension (shipped with PostgreSQL's contrib, a trusted extension any database owner may
-- create, present in the embedded PostgreSQL and on Neon, Supabase and RDS) the configuration folds them in its
-- dictionary chain, so snippets keep the text as written. Where it cannot be created, "mnb_fold" instead translates
-- the common accented Latin letters before indexing and querying (snippets then show the letters unaccented).
-- Queries and snippets go through the same two (lib/data/search.ts), so documents and queries always agree.
CREATE TEXT SEARCH CONFIGURATION "mnb_search" (COPY = pg_catalog.english);

DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS "unaccent";
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'unaccent is not available (%): site search folds accents with translate()', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
    ALTER TEXT SEARCH CONFIGURATION "mnb_search"
      ALTER MAPPING FOR hword, hword_part, word WITH "unaccent", english_stem;
    CREATE FUNCTION "mnb_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS 'SELECT $1';
  ELSE
    CREATE FUNCTION "mnb_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $f$SELECT translate($1,
        'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿẸẹỌọṢṣ',
        'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyyEeOoSs')$f$;
  END IF;
END
$$;

-- array_to_string is only STABLE for any array type; for text[] its result depends on nothing else.
CREATE FUNCTION "mnb_join"(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$SELECT coalesce(array_to_string($1, ' '), '')$$;

-- Weights: A the title or name, B the categories, artist or genre, C the text (a Markdown post's rendered plain text,
-- "bodyText", never its Markdown).
ALTER TABLE "Post" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("title", ''))), 'A') ||
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"("mnb_join"("categories"))), 'B') ||
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("bodyText", "content", ''))), 'C')
) STORED;

ALTER TABLE "Song" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("title", ''))), 'A') ||
  setweight(to_tsvector('mnb_search'::regconfig,
    "mnb_fold"(coalesce("artist", '') || ' ' || coalesce("albumName", '') || ' ' || coalesce("genre", ''))), 'B') ||
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("description", ''))), 'C')
) STORED;

ALTER TABLE "Artist" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("name", ''))), 'A') ||
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("genre", ''))), 'B')
) STORED;

ALTER TABLE "Spotlight" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("name", ''))), 'A') ||
  setweight(to_tsvector('mnb_search'::regconfig, "mnb_fold"(coalesce("description", ''))), 'C')
) STORED;

CREATE INDEX "Post_searchVector_idx" ON "Post" USING GIN ("searchVector");
CREATE INDEX "Song_searchVector_idx" ON "Song" USING GIN ("searchVector");
CREATE INDEX "Artist_searchVector_idx" ON "Artist" USING GIN ("searchVector");
CREATE INDEX "Spotlight_searchVector_idx" ON "Spotlight" USING GIN ("searchVector");
