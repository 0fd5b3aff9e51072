CREATE TABLE "driver_words" (
	"word" text NOT NULL,
	"sort" text NOT NULL,
	"id" uuid NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "driver_words_idx" ON "driver_words" USING btree ("word" text_pattern_ops,"sort","id");--> statement-breakpoint
CREATE FUNCTION "driver_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "driver_words";
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_OP = 'UPDATE' AND NEW.search = OLD.search AND NEW.last_name = OLD.last_name THEN
      RETURN NULL;
    END IF;
    DELETE FROM "driver_words"
      WHERE word = ANY (tsvector_to_array(OLD.search)) AND sort = OLD.last_name AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "driver_words" (word, sort, id)
      SELECT w, NEW.last_name, NEW.id FROM unnest(tsvector_to_array(NEW.search)) w
      WHERE w !~ '^[-+.]?[0-9]';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "driver_words_sync" AFTER INSERT OR UPDATE OR DELETE ON "drivers"
  FOR EACH ROW EXECUTE FUNCTION "driver_words_sync"();
--> statement-breakpoint
CREATE TRIGGER "driver_words_truncate" AFTER TRUNCATE ON "drivers"
  FOR EACH STATEMENT EXECUTE FUNCTION "driver_words_sync"();
--> statement-breakpoint
INSERT INTO "driver_words" (word, sort, id)
  SELECT w, d.last_name, d.id FROM "drivers" d, unnest(tsvector_to_array(d.search)) w
  WHERE w !~ '^[-+.]?[0-9]';
