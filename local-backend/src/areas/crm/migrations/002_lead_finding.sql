-- Business directory searched by lead finding (advanced, company, shop and map search).
CREATE TABLE directory_companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  legal_person TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  industry TEXT NOT NULL,
  registered_capital REAL NOT NULL, -- 万元
  founded_at TEXT NOT NULL,         -- YYYY-MM-DD
  phone TEXT NOT NULL,
  status TEXT NOT NULL,
  address TEXT NOT NULL
);
CREATE INDEX directory_region ON directory_companies(province, city);
CREATE INDEX directory_industry ON directory_companies(industry);
