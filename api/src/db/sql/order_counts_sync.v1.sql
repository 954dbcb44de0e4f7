-- PostgreSQL: keeps order_counts (orders per status) exact, one orders row at a time (migration 20261122-0003).
CREATE OR REPLACE FUNCTION order_counts_sync() RETURNS trigger AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN UPDATE order_counts SET n = n - 1 WHERE status = OLD.status; END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN INSERT INTO order_counts (status, n) VALUES (NEW.status, 1)
      ON CONFLICT (status) DO UPDATE SET n = order_counts.n + 1; END IF;
    RETURN NULL;
  END $$ LANGUAGE plpgsql
