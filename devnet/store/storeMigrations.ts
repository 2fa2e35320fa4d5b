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
]
