-- Issue 64: a staff member's own customers (pool mine, owner_id = the staff member) in the list's
-- default order (created_at DESC, id DESC) from the index, at a million customers; replaces
-- customers_owner (owner_id, pool), whose queries this index serves as well.
DROP INDEX IF EXISTS customers_owner;
CREATE INDEX customers_owner_pool_created ON customers (owner_id, pool, created_at, id);
