-- Issues 60 + 64: the health score stored per number (refreshHealth in src/areas/carrier/health.ts), so
-- that a list sorted by 健康分 or 趋势 reads an index instead of computing the score of every number.
-- Every number has a row: one is added with the number (the no-calls value, not yet computed) and the
-- refresh rewrites them all; the lists join it (an inner join, so the sort can be driven from its index).
CREATE TABLE carrier_number_health (
  number_id INTEGER PRIMARY KEY REFERENCES carrier_numbers (id) ON DELETE CASCADE,
  score INTEGER NOT NULL,
  trend INTEGER NOT NULL,
  calls INTEGER NOT NULL,
  connected INTEGER NOT NULL,
  short INTEGER NOT NULL,
  risky INTEGER NOT NULL,
  markers INTEGER NOT NULL,
  computed_at TEXT
);
CREATE INDEX carrier_number_health_score ON carrier_number_health (score, number_id);
CREATE INDEX carrier_number_health_trend ON carrier_number_health (trend, number_id);
CREATE TRIGGER carrier_number_health_added AFTER INSERT ON carrier_numbers
BEGIN
  INSERT OR IGNORE INTO carrier_number_health (number_id, score, trend, calls, connected, short, risky, markers, computed_at)
  VALUES (NEW.id, 100, 0, 0, 0, 0, 0, 0, NULL);
END;
INSERT INTO carrier_number_health (number_id, score, trend, calls, connected, short, risky, markers, computed_at)
  SELECT id, 100, 0, 0, 0, 0, 0, 0, NULL FROM carrier_numbers;
