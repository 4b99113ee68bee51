-- Checkpoint names become text per language ({"en": …, "es": …, "fr": …}), like section names;
-- an existing name is kept as the English one (the fallback of every language).
ALTER TABLE "checkpoints" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en', "name");
