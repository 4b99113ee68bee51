-- Any change to a race's timing data (entries, lap crossings, checkpoint passes) bumps
-- races.updated_at, which drives result caches, ETags and live refresh, whoever writes the data.
-- Statement-level triggers with transition tables: a bulk import touches each race once.
CREATE OR REPLACE FUNCTION touch_races_of_new_entry_rows() RETURNS trigger AS $$
BEGIN
  UPDATE races SET updated_at = clock_timestamp()
  WHERE id IN (SELECT e.race_id FROM entries e WHERE e.id IN (SELECT entry_id FROM changed_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_races_of_race_rows() RETURNS trigger AS $$
BEGIN
  UPDATE races SET updated_at = clock_timestamp() WHERE id IN (SELECT race_id FROM changed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER laps_touch_race_ins AFTER INSERT ON laps REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_new_entry_rows();
--> statement-breakpoint
CREATE TRIGGER laps_touch_race_upd AFTER UPDATE ON laps REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_new_entry_rows();
--> statement-breakpoint
CREATE TRIGGER laps_touch_race_del AFTER DELETE ON laps REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_new_entry_rows();
--> statement-breakpoint
CREATE TRIGGER passes_touch_race_ins AFTER INSERT ON checkpoint_passes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_new_entry_rows();
--> statement-breakpoint
CREATE TRIGGER passes_touch_race_upd AFTER UPDATE ON checkpoint_passes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_new_entry_rows();
--> statement-breakpoint
CREATE TRIGGER passes_touch_race_del AFTER DELETE ON checkpoint_passes REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_new_entry_rows();
--> statement-breakpoint
CREATE TRIGGER entries_touch_race_ins AFTER INSERT ON entries REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_race_rows();
--> statement-breakpoint
CREATE TRIGGER entries_touch_race_upd AFTER UPDATE ON entries REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_race_rows();
--> statement-breakpoint
CREATE TRIGGER entries_touch_race_del AFTER DELETE ON entries REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_races_of_race_rows();
