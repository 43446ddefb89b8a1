-- Rollups (CONTRACT.md "Rollups"): the figures' sums kept in step with their rows by triggers, in the
-- writer's own transaction, so every writer (the batch simulation, seeds, purges, imports) keeps them
-- right. A key column is NULL where its rows' is; a rollup row with no rows left is deleted.
-- rebuildRollups (src/areas/platform/rollups.ts) counts them again from the rows after a bulk load.

-- Calls per local day (substr(start_time, 1, 10)), seat, company and agent: the dashboard, the data wall, /seating.
CREATE TABLE rollup_calls_seat_day (
  id INTEGER PRIMARY KEY,
  stat_date TEXT NOT NULL,
  user_id INTEGER,
  company_id INTEGER,
  agent_id INTEGER,
  calls INTEGER NOT NULL DEFAULT 0,
  connected INTEGER NOT NULL DEFAULT 0,
  seconds INTEGER NOT NULL DEFAULT 0,
  last_call_at TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX rollup_calls_seat_day_key ON rollup_calls_seat_day (stat_date, user_id, company_id, agent_id);
CREATE INDEX rollup_calls_seat_day_user ON rollup_calls_seat_day (user_id, stat_date);
CREATE INDEX rollup_calls_seat_day_company ON rollup_calls_seat_day (company_id, stat_date);
CREATE INDEX rollup_calls_seat_day_agent ON rollup_calls_seat_day (agent_id, stat_date);

-- Calls per local day, company, agent and family, with their bills (charges in cents, each row's to the
-- cent): /statistics, /report, 企业统计's count and the consumption totals.
CREATE TABLE rollup_calls_company_day (
  id INTEGER PRIMARY KEY,
  stat_date TEXT NOT NULL,
  company_id INTEGER,
  agent_id INTEGER,
  family TEXT,
  calls INTEGER NOT NULL DEFAULT 0,
  connected INTEGER NOT NULL DEFAULT 0,
  seconds INTEGER NOT NULL DEFAULT 0,
  billed INTEGER NOT NULL DEFAULT 0,
  billed_seconds INTEGER NOT NULL DEFAULT 0,
  units INTEGER NOT NULL DEFAULT 0,
  cents INTEGER NOT NULL DEFAULT 0,
  billed_cents INTEGER NOT NULL DEFAULT 0,
  anomalies INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX rollup_calls_company_day_key ON rollup_calls_company_day (stat_date, company_id, agent_id, family);
CREATE INDEX rollup_calls_company_day_company ON rollup_calls_company_day (company_id, stat_date);
CREATE INDEX rollup_calls_company_day_agent ON rollup_calls_company_day (agent_id, stat_date);
CREATE INDEX rollup_calls_company_day_family ON rollup_calls_company_day (family, stat_date);

-- New customers per local day of created_at and company: /report.
CREATE TABLE rollup_customers_day (
  id INTEGER PRIMARY KEY,
  stat_date TEXT NOT NULL,
  company_id INTEGER NOT NULL,
  customers INTEGER NOT NULL DEFAULT 0,
  UNIQUE (stat_date, company_id)
);
CREATE INDEX rollup_customers_day_company ON rollup_customers_day (company_id, stat_date);

-- Handled (done) top-ups with an agent per local day of created_at and agent: /report.
CREATE TABLE rollup_top_ups_day (
  id INTEGER PRIMARY KEY,
  stat_date TEXT NOT NULL,
  agent_id INTEGER NOT NULL,
  top_ups INTEGER NOT NULL DEFAULT 0,
  cents INTEGER NOT NULL DEFAULT 0,
  UNIQUE (stat_date, agent_id)
);
CREATE INDEX rollup_top_ups_day_agent ON rollup_top_ups_day (agent_id, stat_date);

-- call_records -> both call rollups. An update is the old row taken out and the new one put in.
CREATE TRIGGER rollup_call_insert AFTER INSERT ON call_records BEGIN
  INSERT INTO rollup_calls_seat_day (stat_date, user_id, company_id, agent_id)
    SELECT substr(NEW.start_time, 1, 10), NEW.user_id, NEW.company_id, NEW.agent_id
    WHERE NOT EXISTS (SELECT 1 FROM rollup_calls_seat_day WHERE stat_date = substr(NEW.start_time, 1, 10) AND user_id IS NEW.user_id
      AND company_id IS NEW.company_id AND agent_id IS NEW.agent_id);
  UPDATE rollup_calls_seat_day SET calls = calls + 1, connected = connected + (NEW.status = '已接通'),
      seconds = seconds + NEW.duration_seconds, last_call_at = max(last_call_at, NEW.start_time)
    WHERE stat_date = substr(NEW.start_time, 1, 10) AND user_id IS NEW.user_id AND company_id IS NEW.company_id AND agent_id IS NEW.agent_id;
  INSERT INTO rollup_calls_company_day (stat_date, company_id, agent_id, family)
    SELECT substr(NEW.start_time, 1, 10), NEW.company_id, NEW.agent_id, NEW.family
    WHERE NOT EXISTS (SELECT 1 FROM rollup_calls_company_day WHERE stat_date = substr(NEW.start_time, 1, 10) AND company_id IS NEW.company_id
      AND agent_id IS NEW.agent_id AND family IS NEW.family);
  UPDATE rollup_calls_company_day SET calls = calls + 1, connected = connected + (NEW.status = '已接通'),
      seconds = seconds + NEW.duration_seconds, billed = billed + (NEW.units > 0),
      billed_seconds = billed_seconds + CASE WHEN NEW.units > 0 THEN NEW.duration_seconds ELSE 0 END, units = units + NEW.units,
      cents = cents + CAST(ROUND(NEW.charge * 100) AS INTEGER),
      billed_cents = billed_cents + CASE WHEN NEW.units > 0 THEN CAST(ROUND(NEW.charge * 100) AS INTEGER) ELSE 0 END,
      anomalies = anomalies + ((NEW.status = '已接通' AND NEW.billing_unit IS NOT NULL AND NEW.units = 0) OR (NEW.status <> '已接通' AND NEW.charge > 0))
    WHERE stat_date = substr(NEW.start_time, 1, 10) AND company_id IS NEW.company_id AND agent_id IS NEW.agent_id AND family IS NEW.family;
END;

CREATE TRIGGER rollup_call_delete AFTER DELETE ON call_records BEGIN
  UPDATE rollup_calls_seat_day SET calls = calls - 1, connected = connected - (OLD.status = '已接通'), seconds = seconds - OLD.duration_seconds,
      last_call_at = CASE WHEN last_call_at > OLD.start_time THEN last_call_at ELSE COALESCE((SELECT MAX(r.start_time) FROM call_records r
        WHERE r.user_id IS OLD.user_id AND r.start_time >= substr(OLD.start_time, 1, 10) AND r.start_time < substr(OLD.start_time, 1, 10) || 'z'
          AND r.company_id IS OLD.company_id AND r.agent_id IS OLD.agent_id), '') END
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND user_id IS OLD.user_id AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id;
  DELETE FROM rollup_calls_seat_day
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND user_id IS OLD.user_id AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id AND calls = 0;
  UPDATE rollup_calls_company_day SET calls = calls - 1, connected = connected - (OLD.status = '已接通'),
      seconds = seconds - OLD.duration_seconds, billed = billed - (OLD.units > 0),
      billed_seconds = billed_seconds - CASE WHEN OLD.units > 0 THEN OLD.duration_seconds ELSE 0 END, units = units - OLD.units,
      cents = cents - CAST(ROUND(OLD.charge * 100) AS INTEGER),
      billed_cents = billed_cents - CASE WHEN OLD.units > 0 THEN CAST(ROUND(OLD.charge * 100) AS INTEGER) ELSE 0 END,
      anomalies = anomalies - ((OLD.status = '已接通' AND OLD.billing_unit IS NOT NULL AND OLD.units = 0) OR (OLD.status <> '已接通' AND OLD.charge > 0))
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id AND family IS OLD.family;
  DELETE FROM rollup_calls_company_day
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id AND family IS OLD.family AND calls = 0;
END;

CREATE TRIGGER rollup_call_update AFTER UPDATE OF start_time, user_id, company_id, agent_id, status, duration_seconds, family, billing_unit, units, charge
ON call_records BEGIN
  UPDATE rollup_calls_seat_day SET calls = calls - 1, connected = connected - (OLD.status = '已接通'), seconds = seconds - OLD.duration_seconds,
      last_call_at = CASE WHEN last_call_at > OLD.start_time THEN last_call_at ELSE COALESCE((SELECT MAX(r.start_time) FROM call_records r
        WHERE r.user_id IS OLD.user_id AND r.start_time >= substr(OLD.start_time, 1, 10) AND r.start_time < substr(OLD.start_time, 1, 10) || 'z'
          AND r.company_id IS OLD.company_id AND r.agent_id IS OLD.agent_id), '') END
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND user_id IS OLD.user_id AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id;
  DELETE FROM rollup_calls_seat_day
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND user_id IS OLD.user_id AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id AND calls = 0;
  UPDATE rollup_calls_company_day SET calls = calls - 1, connected = connected - (OLD.status = '已接通'),
      seconds = seconds - OLD.duration_seconds, billed = billed - (OLD.units > 0),
      billed_seconds = billed_seconds - CASE WHEN OLD.units > 0 THEN OLD.duration_seconds ELSE 0 END, units = units - OLD.units,
      cents = cents - CAST(ROUND(OLD.charge * 100) AS INTEGER),
      billed_cents = billed_cents - CASE WHEN OLD.units > 0 THEN CAST(ROUND(OLD.charge * 100) AS INTEGER) ELSE 0 END,
      anomalies = anomalies - ((OLD.status = '已接通' AND OLD.billing_unit IS NOT NULL AND OLD.units = 0) OR (OLD.status <> '已接通' AND OLD.charge > 0))
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id AND family IS OLD.family;
  DELETE FROM rollup_calls_company_day
    WHERE stat_date = substr(OLD.start_time, 1, 10) AND company_id IS OLD.company_id AND agent_id IS OLD.agent_id AND family IS OLD.family AND calls = 0;
  INSERT INTO rollup_calls_seat_day (stat_date, user_id, company_id, agent_id)
    SELECT substr(NEW.start_time, 1, 10), NEW.user_id, NEW.company_id, NEW.agent_id
    WHERE NOT EXISTS (SELECT 1 FROM rollup_calls_seat_day WHERE stat_date = substr(NEW.start_time, 1, 10) AND user_id IS NEW.user_id
      AND company_id IS NEW.company_id AND agent_id IS NEW.agent_id);
  UPDATE rollup_calls_seat_day SET calls = calls + 1, connected = connected + (NEW.status = '已接通'),
      seconds = seconds + NEW.duration_seconds, last_call_at = max(last_call_at, NEW.start_time)
    WHERE stat_date = substr(NEW.start_time, 1, 10) AND user_id IS NEW.user_id AND company_id IS NEW.company_id AND agent_id IS NEW.agent_id;
  INSERT INTO rollup_calls_company_day (stat_date, company_id, agent_id, family)
    SELECT substr(NEW.start_time, 1, 10), NEW.company_id, NEW.agent_id, NEW.family
    WHERE NOT EXISTS (SELECT 1 FROM rollup_calls_company_day WHERE stat_date = substr(NEW.start_time, 1, 10) AND company_id IS NEW.company_id
      AND agent_id IS NEW.agent_id AND family IS NEW.family);
  UPDATE rollup_calls_company_day SET calls = calls + 1, connected = connected + (NEW.status = '已接通'),
      seconds = seconds + NEW.duration_seconds, billed = billed + (NEW.units > 0),
      billed_seconds = billed_seconds + CASE WHEN NEW.units > 0 THEN NEW.duration_seconds ELSE 0 END, units = units + NEW.units,
      cents = cents + CAST(ROUND(NEW.charge * 100) AS INTEGER),
      billed_cents = billed_cents + CASE WHEN NEW.units > 0 THEN CAST(ROUND(NEW.charge * 100) AS INTEGER) ELSE 0 END,
      anomalies = anomalies + ((NEW.status = '已接通' AND NEW.billing_unit IS NOT NULL AND NEW.units = 0) OR (NEW.status <> '已接通' AND NEW.charge > 0))
    WHERE stat_date = substr(NEW.start_time, 1, 10) AND company_id IS NEW.company_id AND agent_id IS NEW.agent_id AND family IS NEW.family;
END;

-- customers -> rollup_customers_day.
CREATE TRIGGER rollup_customer_insert AFTER INSERT ON customers BEGIN
  INSERT INTO rollup_customers_day (stat_date, company_id, customers) VALUES (substr(NEW.created_at, 1, 10), NEW.company_id, 1)
    ON CONFLICT (stat_date, company_id) DO UPDATE SET customers = customers + 1;
END;
CREATE TRIGGER rollup_customer_delete AFTER DELETE ON customers BEGIN
  UPDATE rollup_customers_day SET customers = customers - 1 WHERE stat_date = substr(OLD.created_at, 1, 10) AND company_id = OLD.company_id;
  DELETE FROM rollup_customers_day WHERE stat_date = substr(OLD.created_at, 1, 10) AND company_id = OLD.company_id AND customers = 0;
END;
CREATE TRIGGER rollup_customer_update AFTER UPDATE OF company_id, created_at ON customers BEGIN
  UPDATE rollup_customers_day SET customers = customers - 1 WHERE stat_date = substr(OLD.created_at, 1, 10) AND company_id = OLD.company_id;
  DELETE FROM rollup_customers_day WHERE stat_date = substr(OLD.created_at, 1, 10) AND company_id = OLD.company_id AND customers = 0;
  INSERT INTO rollup_customers_day (stat_date, company_id, customers) VALUES (substr(NEW.created_at, 1, 10), NEW.company_id, 1)
    ON CONFLICT (stat_date, company_id) DO UPDATE SET customers = customers + 1;
END;

-- top_ups (done, with an agent) -> rollup_top_ups_day.
CREATE TRIGGER rollup_top_up_insert AFTER INSERT ON top_ups WHEN NEW.status = 'done' AND NEW.agent_id IS NOT NULL BEGIN
  INSERT INTO rollup_top_ups_day (stat_date, agent_id, top_ups, cents) VALUES (substr(NEW.created_at, 1, 10), NEW.agent_id, 1, CAST(ROUND(NEW.amount * 100) AS INTEGER))
    ON CONFLICT (stat_date, agent_id) DO UPDATE SET top_ups = top_ups + 1, cents = cents + excluded.cents;
END;
CREATE TRIGGER rollup_top_up_delete AFTER DELETE ON top_ups WHEN OLD.status = 'done' AND OLD.agent_id IS NOT NULL BEGIN
  UPDATE rollup_top_ups_day SET top_ups = top_ups - 1, cents = cents - CAST(ROUND(OLD.amount * 100) AS INTEGER)
    WHERE stat_date = substr(OLD.created_at, 1, 10) AND agent_id = OLD.agent_id;
  DELETE FROM rollup_top_ups_day WHERE stat_date = substr(OLD.created_at, 1, 10) AND agent_id = OLD.agent_id AND top_ups = 0;
END;
CREATE TRIGGER rollup_top_up_update AFTER UPDATE OF status, agent_id, amount, created_at ON top_ups BEGIN
  UPDATE rollup_top_ups_day SET top_ups = top_ups - 1, cents = cents - CAST(ROUND(OLD.amount * 100) AS INTEGER)
    WHERE OLD.status = 'done' AND stat_date = substr(OLD.created_at, 1, 10) AND agent_id = OLD.agent_id;
  DELETE FROM rollup_top_ups_day WHERE OLD.status = 'done' AND stat_date = substr(OLD.created_at, 1, 10) AND agent_id = OLD.agent_id AND top_ups = 0;
  INSERT INTO rollup_top_ups_day (stat_date, agent_id, top_ups, cents)
    SELECT substr(NEW.created_at, 1, 10), NEW.agent_id, 1, CAST(ROUND(NEW.amount * 100) AS INTEGER) WHERE NEW.status = 'done' AND NEW.agent_id IS NOT NULL
    ON CONFLICT (stat_date, agent_id) DO UPDATE SET top_ups = top_ups + 1, cents = cents + excluded.cents;
END;

-- The statistics views read the rollups (same columns as before).
DROP VIEW admin_seating;
CREATE VIEW admin_seating AS
SELECT s.id, s.user_id, s.company_id, s.agent_id, s.stat_date, s.calls, s.connected, s.seconds, s.last_call_at
FROM rollup_calls_seat_day s
WHERE s.user_id IS NOT NULL;

DROP VIEW admin_statistics;
CREATE VIEW admin_statistics AS
SELECT d.company_id * 1000000 + CAST(replace(substr(d.stat_date, 1, 7), '-', '') AS INTEGER) AS id, d.company_id, MAX(d.agent_id) AS agent_id,
  substr(d.stat_date, 1, 7) || '-01' AS stat_month, SUM(d.calls) AS calls, SUM(d.connected) AS connected, SUM(d.billed) AS billed,
  SUM(d.units) AS units, ROUND(SUM(d.cents) / 100.0, 2) AS charge, SUM(d.anomalies) AS anomalies
FROM rollup_calls_company_day d
WHERE d.company_id IS NOT NULL
GROUP BY d.company_id, substr(d.stat_date, 1, 7);

DROP VIEW admin_report;
CREATE VIEW admin_report AS
WITH calls AS (
  SELECT agent_id, substr(stat_date, 1, 7) AS month, SUM(calls) AS calls, SUM(connected) AS connected, SUM(seconds) AS seconds,
    ROUND(SUM(cents) / 100.0, 2) AS charge, COUNT(DISTINCT company_id) AS companies
  FROM rollup_calls_company_day WHERE agent_id IS NOT NULL GROUP BY agent_id, month
), top AS (
  SELECT agent_id, substr(stat_date, 1, 7) AS month, SUM(top_ups) AS top_ups, ROUND(SUM(cents) / 100.0, 2) AS amount
  FROM rollup_top_ups_day GROUP BY agent_id, month
), fresh AS (
  SELECT co.agent_id, substr(d.stat_date, 1, 7) AS month, SUM(d.customers) AS customers
  FROM rollup_customers_day d JOIN companies co ON co.id = d.company_id WHERE co.agent_id IS NOT NULL GROUP BY co.agent_id, month
), keys AS (
  SELECT agent_id, month FROM calls UNION SELECT agent_id, month FROM top UNION SELECT agent_id, month FROM fresh
)
SELECT k.agent_id * 1000000 + CAST(replace(k.month, '-', '') AS INTEGER) AS id, k.agent_id, k.month || '-01' AS stat_month,
  COALESCE(c.calls, 0) AS calls, COALESCE(c.connected, 0) AS connected, COALESCE(c.seconds, 0) AS seconds,
  COALESCE(c.charge, 0) AS charge, COALESCE(c.companies, 0) AS companies, COALESCE(t.top_ups, 0) AS top_ups,
  COALESCE(t.amount, 0) AS top_up_amount, COALESCE(f.customers, 0) AS new_customers
FROM keys k
LEFT JOIN calls c ON c.agent_id = k.agent_id AND c.month = k.month
LEFT JOIN top t ON t.agent_id = k.agent_id AND t.month = k.month
LEFT JOIN fresh f ON f.agent_id = k.agent_id AND f.month = k.month;

-- The rows already there, counted once (as rebuildRollups does).
INSERT INTO rollup_calls_seat_day (stat_date, user_id, company_id, agent_id, calls, connected, seconds, last_call_at)
SELECT substr(start_time, 1, 10), user_id, company_id, agent_id, COUNT(*), SUM(status = '已接通'), SUM(duration_seconds), MAX(start_time)
FROM call_records GROUP BY substr(start_time, 1, 10), user_id, company_id, agent_id;
INSERT INTO rollup_calls_company_day
  (stat_date, company_id, agent_id, family, calls, connected, seconds, billed, billed_seconds, units, cents, billed_cents, anomalies)
SELECT substr(start_time, 1, 10), company_id, agent_id, family, COUNT(*), SUM(status = '已接通'), SUM(duration_seconds), SUM(units > 0),
  SUM(CASE WHEN units > 0 THEN duration_seconds ELSE 0 END), SUM(units), SUM(CAST(ROUND(charge * 100) AS INTEGER)),
  SUM(CASE WHEN units > 0 THEN CAST(ROUND(charge * 100) AS INTEGER) ELSE 0 END),
  SUM((status = '已接通' AND billing_unit IS NOT NULL AND units = 0) OR (status <> '已接通' AND charge > 0))
FROM call_records GROUP BY substr(start_time, 1, 10), company_id, agent_id, family;
INSERT INTO rollup_customers_day (stat_date, company_id, customers)
SELECT substr(created_at, 1, 10), company_id, COUNT(*) FROM customers GROUP BY substr(created_at, 1, 10), company_id;
INSERT INTO rollup_top_ups_day (stat_date, agent_id, top_ups, cents)
SELECT substr(created_at, 1, 10), agent_id, COUNT(*), SUM(CAST(ROUND(amount * 100) AS INTEGER)) FROM top_ups
WHERE status = 'done' AND agent_id IS NOT NULL GROUP BY substr(created_at, 1, 10), agent_id;
