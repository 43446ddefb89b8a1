-- Issue 64: the virtual numbers' lists at a reseller's volume (hundreds of thousands of numbers).
-- Each list's default order (newest change first: updated_at DESC, id DESC) with its common filters
-- (brand, state, company) is read from an index in order, not sorted after a scan of the table.
-- The new indexes begin with the columns of the two they replace, which they serve as well.
DROP INDEX IF EXISTS carrier_numbers_operator_state;
DROP INDEX IF EXISTS carrier_numbers_company;
CREATE INDEX carrier_numbers_updated ON carrier_numbers (updated_at, id);
CREATE INDEX carrier_numbers_operator_updated ON carrier_numbers (operator, updated_at, id);
CREATE INDEX carrier_numbers_operator_state_updated ON carrier_numbers (operator, state, updated_at, id);
CREATE INDEX carrier_numbers_state_updated ON carrier_numbers (state, updated_at, id);
CREATE INDEX carrier_numbers_company_updated ON carrier_numbers (company_id, updated_at, id);
