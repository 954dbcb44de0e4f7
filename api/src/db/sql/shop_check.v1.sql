-- PostgreSQL: shop_check(holds, message) fails with message (SQLSTATE 23514, check_violation)
-- unless holds is true, and answers true otherwise (migration 20261128-0001, decision 0074).
CREATE OR REPLACE FUNCTION shop_check(holds boolean, message text)
  RETURNS boolean LANGUAGE plpgsql AS $$
  BEGIN
    IF holds IS NOT TRUE THEN
      RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = message;
    END IF;
    RETURN true;
  END $$
