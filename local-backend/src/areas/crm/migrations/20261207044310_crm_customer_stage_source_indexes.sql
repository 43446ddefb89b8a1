-- Issue 64: a pool's customers filtered by 跟进阶段 (progress) or 来源 (source), the list's commonest
-- filters after the pool. The page came from customers_pool_created / customers_company_pool_created,
-- but its total read every row of the pool to test the filter (1.35 s for admin's 公海 at a million
-- customers); with the filter's column inside the index the count reads the matching entries only and
-- the page keeps the default order (created_at DESC, id DESC) from the same index.
CREATE INDEX customers_pool_progress_created ON customers (pool, progress, created_at, id);
CREATE INDEX customers_pool_source_created ON customers (pool, source, created_at, id);
CREATE INDEX customers_company_pool_progress_created ON customers (company_id, pool, progress, created_at, id);
CREATE INDEX customers_company_pool_source_created ON customers (company_id, pool, source, created_at, id);
