-- List pages under load (`pnpm bench:load`): each big list's default order after its usual filter, so a page
-- is read in index order and stops at LIMIT instead of sorting every match (bench/load.ts).
-- Customers: pool (admin), company and pool (company, and the companies join of an agent's scope).
CREATE INDEX customers_pool_created ON customers(pool, created_at);
DROP INDEX customers_company_pool; -- its lookups are served by the longer one
CREATE INDEX customers_company_pool_created ON customers(company_id, pool, created_at);
-- Marker records are scoped by agent only.
CREATE INDEX marker_records_created ON marker_records(created_at);
CREATE INDEX marker_records_agent_created ON marker_records(agent_id, created_at);
CREATE INDEX purchase_orders_created ON purchase_orders(created_at);
