-- Issue 64: one batch's numbers (the 批次号 filter) in the list's default order (called_at DESC,
-- id DESC) from the index, at a million batch numbers.
CREATE INDEX cdr_batch_numbers_batch_called ON cdr_batch_numbers (batch_id, called_at, id);
