-- PostgreSQL: an order's status count moves in the slot of the connection's backend (its
-- process id modulo 32), so orders committing side by side rarely wait on one count row
-- (migration 20261127-0301, decision 0060).
CREATE OR REPLACE FUNCTION order_counts_spread() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine SMALLINT := pg_backend_pid() % 32;
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN RETURN NULL; END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      INSERT INTO order_counts AS c (status, slot, n) VALUES (OLD.status, mine, -1)
        ON CONFLICT (status, slot) DO UPDATE SET n = c.n - 1;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO order_counts AS c (status, slot, n) VALUES (NEW.status, mine, 1)
        ON CONFLICT (status, slot) DO UPDATE SET n = c.n + 1;
    END IF;
    RETURN NULL;
  END $$
