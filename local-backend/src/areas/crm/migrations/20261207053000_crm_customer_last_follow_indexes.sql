-- Issue 64: a pool's customers sorted by 最近跟进 (lastFollowAt), a sort the list offers and the load
-- scenario's users pick: without an index for it the page sorted the whole pool (1.9 s for admin's
-- 510,000 "mine" customers at a million). One index per scope the list reads by: the platform (admin,
-- agents through the company join), a company, a staff member's own.
CREATE INDEX customers_pool_last_follow ON customers (pool, last_follow_at, id);
CREATE INDEX customers_company_pool_last_follow ON customers (company_id, pool, last_follow_at, id);
CREATE INDEX customers_owner_pool_last_follow ON customers (owner_id, pool, last_follow_at, id);
