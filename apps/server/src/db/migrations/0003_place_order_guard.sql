-- Placing an order is one statement (modules/orders/place.ts). It calls this to abort itself, and so roll back every
-- part of it, when the cart changed between pricing and writing. SQLSTATE ZK409 tells the server to price again.
CREATE FUNCTION "zaika_abort"("message" text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'ZK409', MESSAGE = "message";
END
$$;
