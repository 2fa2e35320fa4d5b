/**
 * The store schema, in order; each entry runs once (tracked in
 * `schema_migrations`). Append, never edit: data dirs outlive the code.
 *
 * Conventions: timestamps are bigint milliseconds (the wire uses ms and the
 * later request listing filters on them), addresses and hashes are lowercase
 * hex, token amounts are numeric(78,0) (a uint256 fits).
 */
export const storeMigrations: readonly string[] = [
  `
  CREATE TABLE requests (
    id                   text PRIMARY KEY,
    api_key              text,
    operation            text NOT NULL,
    trade_type           text NOT NULL,
    user_address         text NOT NULL,
    recipient            text NOT NULL,
    refund_to            text,
    referrer             text,
    origin_chain_id      integer NOT NULL,
    destination_chain_id integer NOT NULL,
    currency_in_address  text NOT NULL,
    currency_in_symbol   text NOT NULL,
    currency_out_address text NOT NULL,
    currency_out_symbol  text NOT NULL,
    amount_in            numeric(78, 0) NOT NULL,
    amount_out           numeric(78, 0) NOT NULL,
    amount_in_usd        numeric NOT NULL,
    deadline             bigint NOT NULL,
    quote_request        jsonb NOT NULL,
    quote_response       jsonb NOT NULL,
    status               text NOT NULL,
    fail_reason          text NOT NULL DEFAULT 'N/A',
    refund_fail_reason   text NOT NULL DEFAULT 'N/A',
    created_at           bigint NOT NULL,
    updated_at           bigint NOT NULL
  );
  CREATE INDEX requests_user_created ON requests (user_address, created_at DESC);
  CREATE INDEX requests_recipient_created ON requests (recipient, created_at DESC);
  CREATE INDEX requests_status_created ON requests (status, created_at DESC);
  CREATE INDEX requests_api_key_created ON requests (api_key, created_at DESC);
  CREATE INDEX requests_created ON requests (created_at DESC);
  CREATE INDEX requests_updated ON requests (updated_at DESC);
  CREATE INDEX requests_chains ON requests (origin_chain_id, destination_chain_id);

  CREATE TABLE request_status_history (
    seq                bigserial PRIMARY KEY,
    request_id         text NOT NULL REFERENCES requests (id),
    status             text NOT NULL,
    fail_reason        text NOT NULL,
    refund_fail_reason text NOT NULL,
    tx_hash            text,
    at                 bigint NOT NULL
  );
  CREATE INDEX request_status_history_request ON request_status_history (request_id, seq);

  -- Transactions of a request: the deposit (origin), the fill (destination)
  -- and the refund (origin). raw_tx keeps the signed fill/refund so a restart
  -- can rebroadcast it instead of signing a second one.
  CREATE TABLE request_transactions (
    request_id   text NOT NULL REFERENCES requests (id),
    kind         text NOT NULL CHECK (kind IN ('deposit', 'fill', 'refund')),
    chain_id     integer NOT NULL,
    tx_hash      text NOT NULL,
    raw_tx       text,
    status       text NOT NULL CHECK (status IN ('pending', 'success', 'failure')),
    block_number bigint,
    created_at   bigint NOT NULL,
    PRIMARY KEY (chain_id, tx_hash, kind, request_id)
  );
  CREATE INDEX request_transactions_request ON request_transactions (request_id, created_at);
  CREATE INDEX request_transactions_hash ON request_transactions (tx_hash);

  -- Every Deposit event the solver has seen, matched or not. The primary key
  -- makes re-reading a block range harmless.
  CREATE TABLE deposits (
    chain_id        integer NOT NULL,
    tx_hash         text NOT NULL,
    log_index       integer NOT NULL,
    block_number    bigint NOT NULL,
    block_timestamp bigint NOT NULL,
    deposit_id      text NOT NULL,
    depositor       text NOT NULL,
    token           text NOT NULL,
    amount          numeric(78, 0) NOT NULL,
    request_id      text REFERENCES requests (id),
    outcome         text NOT NULL,
    created_at      bigint NOT NULL,
    PRIMARY KEY (chain_id, tx_hash, log_index)
  );
  CREATE INDEX deposits_request ON deposits (request_id);

  CREATE TABLE solver_cursors (
    chain_id   integer PRIMARY KEY,
    last_block bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  `,
  // 2: request records and GET /requests/v3 (columns the filters read, kept by
  // triggers so every code path that writes a request keeps them right),
  // transaction details (fee, block time), webhooks (an outbox on the status
  // history: a delivery is derived from a committed history row, so a crash
  // between the status change and the delivery loses nothing).
  `
  CREATE FUNCTION request_deposit_address(quote jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT NULLIF(lower(jsonb_path_query_first(quote, '$.steps[*].depositAddress ? (@ != "")') #>> '{}'), '')
  $$;

  ALTER TABLE requests
    ADD COLUMN request_type text GENERATED ALWAYS AS (
      CASE operation
        WHEN 'swap' THEN CASE WHEN origin_chain_id = destination_chain_id THEN 'same-chain swap' ELSE 'crosschain swap' END
        ELSE lower(operation)
      END) STORED,
    ADD COLUMN order_id text GENERATED ALWAYS AS (lower(COALESCE(quote_response #>> '{protocol,v2,orderId}', id))) STORED,
    ADD COLUMN deposit_address text GENERATED ALWAYS AS (request_deposit_address(quote_response)) STORED,
    ADD COLUMN app_fees_usd numeric GENERATED ALWAYS AS (
      CASE WHEN (quote_response #>> '{fees,app,amountUsd}') ~ '^[0-9]+(.[0-9]+)?$'
        THEN (quote_response #>> '{fees,app,amountUsd}')::numeric ELSE 0 END) STORED,
    ADD COLUMN features text[] NOT NULL DEFAULT '{}',
    ADD COLUMN parent_request_id text,
    ADD COLUMN depositor text,
    ADD COLUMN deposit_block bigint,
    ADD COLUMN fill_block bigint,
    ADD COLUMN refund_block bigint,
    ADD COLUMN deposited_at bigint,
    ADD COLUMN fill_time_seconds numeric;

  -- Keyset pagination walks (sort key, id) in either direction.
  CREATE INDEX requests_created_id ON requests (created_at, id);
  CREATE INDEX requests_updated_id ON requests (updated_at, id);
  CREATE INDEX requests_amount_usd_id ON requests (amount_in_usd, id);
  CREATE INDEX requests_order_id ON requests (order_id);
  CREATE INDEX requests_deposit_address ON requests (deposit_address) WHERE deposit_address IS NOT NULL;
  CREATE INDEX requests_depositor ON requests (depositor) WHERE depositor IS NOT NULL;
  CREATE INDEX requests_parent ON requests (parent_request_id) WHERE parent_request_id IS NOT NULL;
  CREATE INDEX requests_refund_to ON requests (refund_to) WHERE refund_to IS NOT NULL;

  -- Features known at quote time; gasless_execution is added when the request passes through depositing.
  CREATE FUNCTION requests_set_features() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.features := ARRAY(SELECT DISTINCT f FROM unnest(NEW.features || array_remove(ARRAY[
      CASE WHEN COALESCE(NEW.quote_response #>> '{fees,app,amount}', '0') !~ '^0*$' THEN 'app_fees' END,
      CASE WHEN NEW.quote_response #>> '{details,isFixedRate}' = 'true' THEN 'fixed_rate' END,
      CASE WHEN request_deposit_address(NEW.quote_response) IS NOT NULL THEN 'deposit_address' END,
      CASE WHEN NEW.quote_request ->> 'topupGas' = 'true' THEN 'gas_top_up' END
    ], NULL)) AS f ORDER BY f);
    RETURN NEW;
  END $$;
  CREATE TRIGGER requests_set_features BEFORE INSERT ON requests FOR EACH ROW EXECUTE FUNCTION requests_set_features();

  -- What the listing shows of a mined transaction, read once from the chain.
  ALTER TABLE request_transactions
    ADD COLUMN fee numeric(78, 0),
    ADD COLUMN fee_usd numeric,
    ADD COLUMN block_timestamp bigint,
    ADD COLUMN tx_data jsonb,
    ADD COLUMN details_at bigint;
  CREATE INDEX request_transactions_details_missing ON request_transactions (created_at) WHERE details_at IS NULL;

  CREATE FUNCTION request_transactions_blocks() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.block_number IS NOT NULL THEN
      IF NEW.kind = 'deposit' THEN
        UPDATE requests SET deposit_block = LEAST(deposit_block, NEW.block_number) WHERE id = NEW.request_id;
      ELSIF NEW.kind = 'fill' THEN
        UPDATE requests SET fill_block = GREATEST(fill_block, NEW.block_number) WHERE id = NEW.request_id;
      ELSIF NEW.kind = 'refund' THEN
        UPDATE requests SET refund_block = GREATEST(refund_block, NEW.block_number) WHERE id = NEW.request_id;
      END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER request_transactions_blocks AFTER INSERT OR UPDATE OF block_number ON request_transactions
    FOR EACH ROW EXECUTE FUNCTION request_transactions_blocks();

  CREATE FUNCTION deposits_depositor() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.request_id IS NOT NULL THEN
      UPDATE requests SET depositor = COALESCE(depositor, NEW.depositor) WHERE id = NEW.request_id;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER deposits_depositor AFTER INSERT OR UPDATE OF request_id ON deposits
    FOR EACH ROW EXECUTE FUNCTION deposits_depositor();

  -- Each history row carries the transaction hashes as they were at that
  -- change, so events rebuilt from it (webhooks after a restart) say what
  -- the live ones said. It also keeps the deposit time and the fill time.
  ALTER TABLE request_status_history
    ADD COLUMN in_tx_hashes text[] NOT NULL DEFAULT '{}',
    ADD COLUMN tx_hashes text[] NOT NULL DEFAULT '{}';

  CREATE FUNCTION request_status_history_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT COALESCE(array_agg(tx_hash ORDER BY created_at, kind) FILTER (WHERE kind = 'deposit'), '{}'),
           COALESCE(array_agg(tx_hash ORDER BY created_at, kind) FILTER (WHERE kind <> 'deposit'), '{}')
      INTO NEW.in_tx_hashes, NEW.tx_hashes
      FROM request_transactions WHERE request_id = NEW.request_id;
    IF NEW.status IN ('pending', 'depositing') THEN
      UPDATE requests SET deposited_at = COALESCE(deposited_at, NEW.at),
        features = CASE WHEN NEW.status = 'depositing' AND NOT 'gasless_execution' = ANY(features)
          THEN array_append(features, 'gasless_execution') ELSE features END
      WHERE id = NEW.request_id;
    ELSIF NEW.status = 'success' THEN
      UPDATE requests SET fill_time_seconds = (NEW.at - deposited_at) / 1000.0
      WHERE id = NEW.request_id AND deposited_at IS NOT NULL;
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER request_status_history_snapshot BEFORE INSERT ON request_status_history
    FOR EACH ROW EXECUTE FUNCTION request_status_history_snapshot();

  -- Webhooks (section 6.1): one endpoint per API key.
  CREATE TABLE webhook_endpoints (
    api_key    text PRIMARY KEY,
    enabled    boolean NOT NULL,
    url        text NOT NULL,
    headers    jsonb NOT NULL DEFAULT '{}',
    updated_at bigint NOT NULL
  );
  -- One row per (key, status change); body is the exact JSON posted, signed anew on every attempt.
  CREATE TABLE webhook_deliveries (
    id              bigserial PRIMARY KEY,
    api_key         text NOT NULL,
    request_id      text NOT NULL,
    history_seq     bigint NOT NULL,
    status          text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    body            text NOT NULL,
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at bigint NOT NULL,
    created_at      bigint NOT NULL,
    updated_at      bigint NOT NULL,
    delivered_at    bigint,
    UNIQUE (api_key, history_seq)
  );
  CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (request_id, id) WHERE status = 'pending';
  CREATE INDEX webhook_deliveries_key ON webhook_deliveries (api_key, id);
  CREATE TABLE webhook_attempts (
    delivery_id         bigint NOT NULL REFERENCES webhook_deliveries (id),
    attempt             integer NOT NULL,
    url                 text NOT NULL,
    signature_timestamp bigint NOT NULL,
    started_at          bigint NOT NULL,
    duration_ms         integer NOT NULL,
    status_code         integer,
    error               text,
    PRIMARY KEY (delivery_id, attempt)
  );
  -- How far each consumer of request_status_history has read (by seq).
  CREATE TABLE event_cursors (
    name     text PRIMARY KEY,
    last_seq bigint NOT NULL
  );
  INSERT INTO event_cursors (name, last_seq) SELECT 'webhooks', COALESCE(max(seq), 0) FROM request_status_history;
  `,
  // 3: operations and the ends of a fill: the fill plan a quote promised (what
  // the solver re-validates and executes), the status `details` of a failure
  // (failed call data, decoded revert), and the payouts after a fill (app
  // fees and an over-deposit's excess, withdrawn from the origin depository),
  // kept apart from request_transactions so they never show as fill hashes.
  `
  ALTER TABLE requests
    ADD COLUMN fill_plan jsonb,
    ADD COLUMN details jsonb,
    ADD COLUMN settled_at bigint;
  CREATE INDEX requests_unsettled ON requests (created_at) WHERE status = 'success' AND settled_at IS NULL;

  CREATE TABLE solver_payouts (
    request_id   text NOT NULL REFERENCES requests (id),
    kind         text NOT NULL CHECK (kind IN ('app_fee', 'excess_refund')),
    -- Which app fee (its index in the quote's appFees); 0 for the excess refund.
    seq          integer NOT NULL,
    chain_id     integer NOT NULL,
    token        text NOT NULL,
    recipient    text NOT NULL,
    amount       numeric(78, 0) NOT NULL,
    tx_hash      text NOT NULL,
    raw_tx       text,
    status       text NOT NULL CHECK (status IN ('pending', 'success', 'failure')),
    block_number bigint,
    created_at   bigint NOT NULL,
    PRIMARY KEY (request_id, kind, seq, tx_hash)
  );
  `,
  // 4: planner statistics. PGlite has no autovacuum, so the devnet runs ANALYZE
  // itself (store/StatisticsKeeper.ts); it skips the JSON documents, which no
  // filter reads and which would only make ANALYZE slower.
  `
  ALTER TABLE requests
    ALTER COLUMN quote_request SET STATISTICS 0,
    ALTER COLUMN quote_response SET STATISTICS 0,
    ALTER COLUMN fill_plan SET STATISTICS 0,
    ALTER COLUMN details SET STATISTICS 0;
  ALTER TABLE request_transactions
    ALTER COLUMN raw_tx SET STATISTICS 0,
    ALTER COLUMN tx_data SET STATISTICS 0;
  `,
  // 5: gasless deposits by signature (usePermit): the EIP-3009 authorization a
  // quote asked for, and its signature once posted to /execute/permits. A request
  // that passes through depositing gets gasless_execution, and gasless_swap
  // when it is a swap.
  `
  ALTER TABLE requests ADD COLUMN permit jsonb;
  ALTER TABLE requests ALTER COLUMN permit SET STATISTICS 0;

  CREATE OR REPLACE FUNCTION request_status_history_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT COALESCE(array_agg(tx_hash ORDER BY created_at, kind) FILTER (WHERE kind = 'deposit'), '{}'),
           COALESCE(array_agg(tx_hash ORDER BY created_at, kind) FILTER (WHERE kind <> 'deposit'), '{}')
      INTO NEW.in_tx_hashes, NEW.tx_hashes
      FROM request_transactions WHERE request_id = NEW.request_id;
    IF NEW.status IN ('pending', 'depositing') THEN
      UPDATE requests SET deposited_at = COALESCE(deposited_at, NEW.at),
        features = CASE WHEN NEW.status = 'depositing'
          THEN ARRAY(SELECT DISTINCT f FROM unnest(features || ARRAY['gasless_execution']
            || CASE WHEN operation = 'swap' THEN ARRAY['gasless_swap'] ELSE '{}'::text[] END) AS f ORDER BY f)
          ELSE features END
      WHERE id = NEW.request_id;
    ELSIF NEW.status = 'success' THEN
      UPDATE requests SET fill_time_seconds = (NEW.at - deposited_at) / 1000.0
      WHERE id = NEW.request_id AND deposited_at IS NOT NULL;
    END IF;
    RETURN NEW;
  END $$;
  `,
  // 6: sponsored fees. A sponsor is an API key with a balance in USD micro-units
  // (admin API); a quote that moves fees to it writes a fee_sponsorships row
  // ('quoted'), the solver charges it right before the fill ('charged'), and a
  // request that ends in failure gives a charge back ('released', by trigger, in
  // the same transaction as the status change). Every balance move is a ledger row.
  `
  CREATE TABLE sponsors (
    api_key            text PRIMARY KEY,
    balance_usd_micros numeric(78, 0) NOT NULL CHECK (balance_usd_micros >= 0),
    created_at         bigint NOT NULL,
    updated_at         bigint NOT NULL
  );
  CREATE TABLE fee_sponsorships (
    request_id        text PRIMARY KEY REFERENCES requests (id),
    api_key           text NOT NULL,
    -- Smallest units of the request's input currency, and their USD value at quote time (what is charged).
    amount            numeric(78, 0) NOT NULL,
    amount_usd_micros numeric(78, 0) NOT NULL,
    state             text NOT NULL CHECK (state IN ('quoted', 'charged', 'released')),
    created_at        bigint NOT NULL,
    charged_at        bigint,
    released_at       bigint
  );
  CREATE TABLE sponsor_ledger (
    seq                bigserial PRIMARY KEY,
    api_key            text NOT NULL,
    request_id         text,
    kind               text NOT NULL CHECK (kind IN ('set', 'fund', 'charge', 'release')),
    delta_usd_micros   numeric(78, 0) NOT NULL,
    balance_usd_micros numeric(78, 0) NOT NULL,
    at                 bigint NOT NULL
  );
  CREATE INDEX sponsor_ledger_key ON sponsor_ledger (api_key, seq);

  CREATE FUNCTION fee_sponsorships_release() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    released record;
    balance numeric;
  BEGIN
    UPDATE fee_sponsorships SET state = 'released', released_at = NEW.updated_at
      WHERE request_id = NEW.id AND state = 'charged'
      RETURNING api_key, amount_usd_micros INTO released;
    IF FOUND THEN
      UPDATE sponsors SET balance_usd_micros = balance_usd_micros + released.amount_usd_micros, updated_at = NEW.updated_at
        WHERE api_key = released.api_key RETURNING balance_usd_micros INTO balance;
      IF FOUND THEN
        INSERT INTO sponsor_ledger (api_key, request_id, kind, delta_usd_micros, balance_usd_micros, at)
          VALUES (released.api_key, NEW.id, 'release', released.amount_usd_micros, balance, NEW.updated_at);
      END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER fee_sponsorships_release AFTER UPDATE OF status ON requests
    FOR EACH ROW WHEN (NEW.status IN ('failure', 'refund') AND OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION fee_sponsorships_release();
  `,
  // 7: deposit addresses (section 2.5 depositAddress): the address a quote gave out
  // (CREATE2 of the chain's FerryDepositFactory, salt = request id), every
  // transfer that arrived on one (native or token, from anyone) with the
  // solver's sweep of it into the depository (recorded before broadcast), and
  // the watcher's block cursor per chain, so a payment made while the devnet
  // was down is found when it comes back.
  `
  CREATE TABLE deposit_addresses (
    address          text PRIMARY KEY,
    request_id       text NOT NULL UNIQUE REFERENCES requests (id),
    chain_id         integer NOT NULL,
    type             text NOT NULL CHECK (type IN ('open', 'strict')),
    currency         text NOT NULL,
    refund_to        text,
    recovery_address text,
    created_at       bigint NOT NULL
  );
  CREATE TABLE deposit_address_arrivals (
    chain_id        integer NOT NULL,
    tx_hash         text NOT NULL,
    -- The Transfer log's index; for a native transfer -1 - n, n counting the tx's native transfers to deposit addresses.
    log_index       integer NOT NULL,
    address         text NOT NULL REFERENCES deposit_addresses (address),
    sender          text NOT NULL,
    token           text NOT NULL,
    amount          numeric(78, 0) NOT NULL,
    block_number    bigint NOT NULL,
    block_timestamp bigint NOT NULL,
    status          text NOT NULL CHECK (status IN ('new', 'sweeping', 'swept', 'unsweepable')),
    sweep_tx_hash   text,
    sweep_raw_tx    text,
    sweep_block     bigint,
    note            text,
    created_at      bigint NOT NULL,
    PRIMARY KEY (chain_id, tx_hash, log_index)
  );
  CREATE INDEX deposit_address_arrivals_due ON deposit_address_arrivals (created_at) WHERE status IN ('new', 'sweeping');
  CREATE INDEX deposit_address_arrivals_sweep ON deposit_address_arrivals (chain_id, sweep_tx_hash);
  CREATE INDEX deposit_address_arrivals_address ON deposit_address_arrivals (address);
  CREATE TABLE deposit_address_cursors (
    chain_id   integer PRIMARY KEY,
    last_block bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  `,
  // 8: the hash of every block a block scanner moved its cursor to (the solver's deposit indexer, the deposit-address
  // watcher), so a chain that came back from a crash with other blocks under the same numbers is noticed and its new
  // blocks are read: the scanner goes back to the last of these the chain still has.
  `
  CREATE TABLE scan_checkpoints (
    scanner      text NOT NULL,
    chain_id     integer NOT NULL,
    block_number bigint NOT NULL,
    block_hash   text NOT NULL,
    PRIMARY KEY (scanner, chain_id, block_number)
  );
  `,
  // 9: app fees accrue instead of being paid in each fill (as the public service does): a filled request's fees
  // are added, once per fee (app_fee_accruals), to their recipient's balance per chain and currency, which stays in
  // the origin depository, owed by the solver. A claim reserves its amount off the balance in the statement that
  // records it (never more than there is, never twice), the solver pays it from the depository (recorded before
  // broadcast, like every payment), and a claim whose payment fails gives its amount back.
  `
  CREATE TABLE app_fee_balances (
    wallet     text NOT NULL,
    chain_id   integer NOT NULL,
    currency   text NOT NULL,
    -- What can be claimed now: accrued, less every claim that has not failed.
    amount     numeric(78, 0) NOT NULL CHECK (amount >= 0),
    updated_at bigint NOT NULL,
    PRIMARY KEY (wallet, chain_id, currency)
  );
  CREATE TABLE app_fee_accruals (
    request_id text NOT NULL REFERENCES requests (id),
    -- The fee's index in the quote's appFees.
    seq        integer NOT NULL,
    wallet     text NOT NULL,
    chain_id   integer NOT NULL,
    currency   text NOT NULL,
    amount     numeric(78, 0) NOT NULL,
    created_at bigint NOT NULL,
    PRIMARY KEY (request_id, seq)
  );
  CREATE TABLE app_fee_claims (
    claim_id     text PRIMARY KEY,
    wallet       text NOT NULL,
    recipient    text NOT NULL,
    chain_id     integer NOT NULL,
    currency     text NOT NULL,
    amount       numeric(78, 0) NOT NULL,
    status       text NOT NULL CHECK (status IN ('pending', 'success', 'failure')),
    tx_hash      text,
    raw_tx       text,
    block_number bigint,
    created_at   bigint NOT NULL,
    updated_at   bigint NOT NULL
  );
  CREATE INDEX app_fee_claims_wallet ON app_fee_claims (wallet, created_at DESC, claim_id DESC);
  CREATE INDEX app_fee_claims_due ON app_fee_claims (created_at) WHERE status = 'pending';
  `,
  // 10: deposit addresses on Solana: a request's deposit address is kept as `addressKey` keeps addresses, 0x hex in
  // lower case and base58 exactly (a lower-cased base58 key is another key). Only Solana's, new with this version,
  // read differently, so the rows stored before keep their value.
  `
  CREATE OR REPLACE FUNCTION request_deposit_address(quote jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT NULLIF(
      CASE WHEN address LIKE '0x%' THEN lower(address) ELSE address END, '')
    FROM (SELECT jsonb_path_query_first(quote, '$.steps[*].depositAddress ? (@ != "")') #>> '{}' AS address) AS step
  $$;
  `,
  // 11: fast fills (POST /fast-fill): the solver fills a request before its deposit has its confirmations, fronted by
  // the API key's app balance (its sponsor balance); what is fronted stays outstanding until the deposit is counted.
  // A deposit seen but short of its confirmations is recorded `unconfirmed` (the request stays `waiting`) and counted
  // once it has them.
  `
  ALTER TABLE requests
    ADD COLUMN fast_fill_api_key text,
    ADD COLUMN fast_fill_usd_micros numeric(78, 0),
    ADD COLUMN fast_fill_state text CHECK (fast_fill_state IN ('outstanding', 'cleared')),
    ADD COLUMN fast_filled_at bigint;
  CREATE INDEX requests_fast_fill_outstanding ON requests (fast_fill_api_key) WHERE fast_fill_state = 'outstanding';
  CREATE INDEX deposits_unconfirmed ON deposits (chain_id) WHERE outcome = 'unconfirmed';
  `,
]
