-- Enterprise management: a company's address (its city is chosen from /api/company/getCity; an address
-- that fails verification carries its reason), a department's creation time, and the soft delete of
-- staff: a deleted user keeps its row and links (status 2, who and when) and what its status was, so a
-- restore brings it back as it was.
ALTER TABLE companies ADD COLUMN province TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN address_error TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN address_checked_at TEXT NOT NULL DEFAULT '';
ALTER TABLE departments ADD COLUMN created_at TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN deleted_at TEXT;
ALTER TABLE users ADD COLUMN deleted_by INTEGER REFERENCES users(id);
ALTER TABLE users ADD COLUMN status_before_delete INTEGER;
CREATE INDEX users_deleted ON users (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX users_department ON users (department_id);
CREATE INDEX departments_company ON departments (company_id);

-- Each staff transfer between departments: who moved, from where to where, by whom and when.
CREATE TABLE staff_transfers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  from_department_id INTEGER REFERENCES departments(id),
  to_department_id INTEGER NOT NULL REFERENCES departments(id),
  by_user_id INTEGER REFERENCES users(id),
  at TEXT NOT NULL
);
CREATE INDEX staff_transfers_user ON staff_transfers (user_id);
