-- Optimistic concurrency: an edit names the version it was made from, and is refused
-- when the row changed since (UPDATE ... WHERE id = ? AND version = ?).
ALTER TABLE customers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Every other write of a customer (release, claim, transfer, follow-ups, recycling, dictionary
-- renames) bumps the version too, so an edit never overwrites what another user changed meanwhile.
-- A write that sets the version itself (the edit) is left alone.
CREATE TRIGGER customers_version AFTER UPDATE ON customers
WHEN NEW.version = OLD.version
BEGIN
  UPDATE customers SET version = OLD.version + 1 WHERE id = NEW.id;
END;
