-- Uploaded images (/OEMset, /OEMswiper): content-addressed by the sha-256 of their bytes, served at
-- /api/admin/upload/file/<sha256>.<ext>. Immutable: the same bytes are one row.
CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  sha256 TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('png', 'jpg', 'webp', 'ico')),
  purpose TEXT NOT NULL CHECK (purpose IN ('icon', 'logo', 'carousel')),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  uploaded_by INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);

-- A brand's carousel (/OEMswiper, /swipes): ordered by sort, each enabled or not.
CREATE TABLE brand_swipers (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX brand_swipers_order ON brand_swipers (brand_id, sort);
