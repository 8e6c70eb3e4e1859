// Schema migrations, applied in order and recorded in schema_migrations. Never edit one that shipped: add a new one.

export type Migration = { id: number; name: string; sql: string };

export const migrations: Migration[] = [
  {
    id: 1,
    name: 'projects and origins',
    sql: `
      create table projects (
        id text primary key,
        name text,
        analytics_enabled boolean not null default true,
        created_at timestamptz not null default now()
      );
      create table project_origins (
        project_id text not null references projects(id) on delete cascade,
        pattern text not null,
        created_at timestamptz not null default now(),
        primary key (project_id, pattern)
      );`,
  },
  {
    id: 2,
    name: 'wallet directory and images',
    sql: `
      create table wallets (
        id text primary key,
        name text not null,
        image_id text not null,
        rdns text,
        homepage text,
        mobile_link text,
        desktop_link text,
        webapp_link text,
        chains text[] not null default '{}',
        badge_type text not null default 'none',
        rank integer not null default 1000
      );
      create index wallets_rank on wallets (rank, name);
      create table images (
        kind text not null,
        id text not null,
        content_type text not null,
        body text not null,
        primary key (kind, id)
      );`,
  },
  {
    id: 3,
    name: 'analytics events',
    sql: `
      create table analytics_events (
        id bigserial primary key,
        project_id text not null references projects(id) on delete cascade,
        event_id text not null,
        origin text not null,
        url text not null,
        domain text not null,
        event_timestamp bigint not null,
        props jsonb not null,
        received_at timestamptz not null default now()
      );
      create index analytics_events_project on analytics_events (project_id, received_at);`,
  },
  {
    id: 4,
    name: 'wallet store links and WalletConnect support',
    sql: `
      alter table wallets
        add column app_store text,
        add column play_store text,
        add column chrome_store text,
        add column supports_wc boolean not null default false;
      -- Existing entries get the import default: a wallet reachable by a link pairs over WalletConnect.
      update wallets set supports_wc = (mobile_link is not null or desktop_link is not null or webapp_link is not null);`,
  },
  {
    id: 5,
    name: 'account history index',
    sql: `
      -- Per chain: the next block to index. Recent block hashes show where a reorg forked.
      create table history_cursors (
        chain_id text primary key,
        next_block bigint not null,
        updated_at timestamptz not null default now()
      );
      create table history_blocks (
        chain_id text not null,
        number bigint not null,
        hash text not null,
        primary key (chain_id, number)
      );
      -- Token metadata, read once per contract (nulls: the contract did not answer).
      create table history_tokens (
        chain_id text not null,
        address text not null,
        standard text not null,
        name text,
        symbol text,
        decimals integer,
        primary key (chain_id, address)
      );
      create table history_txs (
        chain_id text not null,
        block_number bigint not null,
        tx_index integer not null,
        hash text not null,
        mined_at bigint not null,
        sender text not null,
        recipient text not null,
        creation boolean not null,
        nonce bigint not null,
        success boolean not null,
        primary key (chain_id, block_number, tx_index)
      );
      -- log_index -1 is the transaction's own value; item is the position in an ERC1155 batch.
      create table history_transfers (
        chain_id text not null,
        block_number bigint not null,
        tx_index integer not null,
        log_index integer not null,
        item integer not null,
        standard text not null,
        contract text,
        sender text not null,
        recipient text not null,
        amount text not null,
        token_id text,
        primary key (chain_id, block_number, tx_index, log_index, item)
      );
      -- Which transactions an account took part in: pages are read from here, newest first.
      create table history_activity (
        account text not null,
        chain_id text not null,
        block_number bigint not null,
        tx_index integer not null,
        mined_at bigint not null,
        primary key (account, chain_id, block_number, tx_index)
      );
      create index history_activity_time on history_activity (account, mined_at, chain_id, block_number, tx_index);
      create index history_activity_block on history_activity (chain_id, block_number);`,
  },
  {
    id: 6,
    name: 'embedded wallet',
    sql: `
      -- E-mails are kept lower-case. Codes and approval tokens are kept only as HMACs (master key).
      create table embedded_users (
        id text primary key,
        email text not null unique,
        created_at timestamptz not null default now()
      );
      -- A device key the owner of an e-mail approved from the link in a mail.
      create table embedded_devices (
        email text not null,
        thumbprint text not null,
        approved_at timestamptz not null default now(),
        primary key (email, thumbprint)
      );
      create table embedded_device_approvals (
        token_hash text primary key,
        email text not null,
        thumbprint text not null,
        project_id text not null,
        expires_at bigint not null,
        approved_at bigint
      );
      -- One row per (purpose, subject): a new code replaces the previous one, so only the latest is valid.
      create table embedded_codes (
        purpose text not null,
        subject text not null,
        code_hash text not null,
        expires_at bigint not null,
        attempts integer not null default 0,
        payload text,
        primary key (purpose, subject)
      );
      create table embedded_sessions (
        jti text primary key,
        user_id text not null references embedded_users(id) on delete cascade,
        thumbprint text not null,
        device_key jsonb not null,
        expires_at bigint not null,
        revoked_at bigint
      );
      create table embedded_nonces (
        thumbprint text not null,
        nonce text not null,
        expires_at bigint not null,
        primary key (thumbprint, nonce)
      );
      create index embedded_nonces_expiry on embedded_nonces (expires_at);
      -- Server shares and the recovery server half are AES-256-GCM under the master key; the user half is the user's ciphertext.
      create table embedded_wallets (
        user_id text primary key references embedded_users(id) on delete cascade,
        address text not null,
        recovery_server_half text not null,
        recovery_user_half jsonb not null,
        created_at timestamptz not null default now()
      );
      create table embedded_device_shares (
        user_id text not null references embedded_users(id) on delete cascade,
        thumbprint text not null,
        server_share text not null,
        created_at timestamptz not null default now(),
        primary key (user_id, thumbprint)
      );
      -- rate-limiter-flexible's RateLimiterPostgres table: limits hold across instances on one database.
      create table embedded_rate_limits (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      );`,
  },
  {
    id: 7,
    name: 'embedded wallet passkeys',
    sql: `
      -- WebAuthn credentials (passkeys) on the secure site: the COSE public key and the signature counter.
      create table embedded_passkeys (
        id text primary key,
        user_id text not null references embedded_users(id) on delete cascade,
        public_key text not null,
        counter bigint not null default 0,
        transports jsonb not null default '[]',
        created_at timestamptz not null default now(),
        last_used_at timestamptz
      );
      create index embedded_passkeys_user on embedded_passkeys (user_id);
      -- Registration and sign-in challenges: each is taken once, before its expiry.
      create table embedded_passkey_challenges (
        challenge text primary key,
        purpose text not null,
        subject text not null,
        expires_at bigint not null
      );
      create index embedded_passkey_challenges_expiry on embedded_passkey_challenges (expires_at);`,
  },
  {
    id: 9,
    name: 'sign-in with wallet',
    sql: `
      -- Nonces handed out for sign-in messages: each is taken once, before its expiry, by its project.
      create table siwx_nonces (
        nonce text primary key,
        project_id text not null,
        expires_at bigint not null
      );
      create index siwx_nonces_expiry on siwx_nonces (expires_at);
      -- Sessions: the token is kept only as its SHA-256.
      create table siwx_sessions (
        token_hash text primary key,
        project_id text not null,
        chain_id text not null,
        address text not null,
        domain text not null,
        message text not null,
        signature text not null,
        nonce text not null,
        issued_at text not null,
        uri text not null,
        expires_at bigint not null,
        revoked_at bigint
      );
      create index siwx_sessions_expiry on siwx_sessions (expires_at);`,
  },
  {
    id: 10,
    name: 'account names',
    sql: `
      -- The operator's name registry (/v1/profile/*): names are kept lower-case with their suffix.
      create table profile_names (
        name text primary key,
        attributes jsonb not null default '{}',
        registered_at bigint not null,
        updated_at bigint not null
      );
      create table profile_addresses (
        name text not null references profile_names(name) on delete cascade,
        coin_type bigint not null,
        address text not null,
        created_at bigint not null,
        primary key (name, coin_type)
      );
      create index profile_addresses_address on profile_addresses (lower(address));`,
  },
  {
    id: 12,
    name: 'embedded wallet social logins',
    sql: `
      -- A user who signed in only with a social provider whose e-mail is unverified (or absent) has no e-mail.
      alter table embedded_users alter column email drop not null;
      -- One row per (provider, provider's user id); the e-mail is what the provider last said, verified or not.
      create table embedded_social_identities (
        provider text not null,
        subject text not null,
        user_id text not null references embedded_users(id) on delete cascade,
        email text,
        email_verified boolean not null,
        user_name text,
        created_at timestamptz not null default now(),
        last_login_at bigint not null,
        primary key (provider, subject)
      );
      create index embedded_social_identities_user on embedded_social_identities (user_id);
      -- A sign-in at a provider: the state is kept as an HMAC, the PKCE verifier sealed; used once by the callback, then once by finish.
      create table embedded_social_attempts (
        id text primary key,
        state_hash text not null unique,
        provider text not null,
        project_id text not null,
        thumbprint text not null,
        device_key jsonb not null,
        code_verifier text not null,
        nonce text not null,
        expires_at bigint not null,
        callback_at bigint,
        user_id text references embedded_users(id) on delete cascade,
        user_name text,
        finish_hash text,
        error_code text,
        finished_at bigint
      );
      create index embedded_social_attempts_expiry on embedded_social_attempts (expires_at);`,
  },
  {
    id: 13,
    name: 'embedded wallet social login return URL',
    sql: `
      -- The full-page fallback: the app page (on an allowed origin) the callback sends the browser back to.
      alter table embedded_social_attempts add column return_url text;`,
  },
  {
    id: 14,
    name: 'embedded wallet farcaster channels',
    sql: `
      -- A Sign In With Farcaster relay channel: its bearer token kept as an HMAC; what the Farcaster app sent once;
      -- the device and project of the frame that started it (null for a channel made through the relay API), finished once.
      create table embedded_farcaster_channels (
        id text primary key,
        token_hash text not null unique,
        nonce text not null,
        domain text not null,
        siwe_uri text not null,
        not_before text,
        expiration_time text,
        request_id text,
        project_id text,
        thumbprint text,
        device_key jsonb,
        expires_at bigint not null,
        authenticated_at bigint,
        answer jsonb,
        finished_at bigint
      );
      create index embedded_farcaster_channels_expiry on embedded_farcaster_channels (expires_at);`,
  },
  {
    id: 15,
    name: 'on-ramp purchases',
    sql: `
      -- A purchase started through POST /v1/generators/onrampurl, one row per destination wallet: the provider asked
      -- (provider) and the one that reports its progress (via: an aggregator's chosen member), listed by history's onramp.
      create table onramp_purchases (
        id text not null,
        account text not null,
        project_id text not null references projects(id) on delete cascade,
        provider text not null,
        via text not null,
        network text not null,
        chain_id text not null,
        asset text not null,
        fiat_currency text not null,
        fiat_amount text,
        crypto_amount text,
        user_ref text,
        status text not null default 'pending',
        reported boolean not null default false,
        provider_tx_id text,
        tx_hash text,
        created_at bigint not null,
        updated_at bigint not null,
        checked_at bigint,
        primary key (id, account)
      );
      create index onramp_purchases_account on onramp_purchases (provider, account, created_at desc, id desc);`,
  },
  {
    id: 16,
    name: 'smart sessions',
    sql: `
      -- ERC-7715 grants recorded through POST /v1/sessions (src/sessions/): the wallet's permissions context (pci),
      -- its expiry (unix seconds) and the permissions as granted; revoked_at once the account signed a revoke.
      create table smart_sessions (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        account text not null,
        permissions_context text not null,
        permissions jsonb not null,
        expiry bigint not null,
        created_at bigint not null,
        revoked_at bigint
      );
      create index smart_sessions_account on smart_sessions (project_id, account, expiry);`,
  },
  {
    id: 17,
    name: 'embedded wallet social login bound to its browser',
    sql: `
      -- The start link (GET /embedded/v1/social/open/:provider) is opened once, by the browser that then carries the
      -- binding cookie to the callback: browser_hash is the HMAC of that cookie, opened_at when it was set.
      alter table embedded_social_attempts add column browser_hash text;
      alter table embedded_social_attempts add column opened_at bigint;`,
  },
  {
    id: 18,
    name: 'embedded recovery password verifier and lockout',
    sql: `
      -- Issue 29 item 3: the recovery password is proven online before the halves are released. The verifier is an
      -- HMAC (master-key-derived) of the frame's K_auth; null on wallets made before, until their next recovery.
      alter table embedded_wallets add column recovery_verifier text;
      -- Wrong answers per user, in the database so every instance shares them: failures since the last lockout or
      -- success, how many lockouts in a row (each one twice as long), and until when the current one holds.
      create table embedded_recovery_attempts (
        user_id text primary key references embedded_users(id) on delete cascade,
        failures integer not null default 0,
        lockouts integer not null default 0,
        locked_until timestamptz
      );`,
  },
  {
    id: 19,
    name: 'embedded wallet devices',
    sql: `
      -- Who asked (a short browser name from the User-Agent, the app origin when verified) and when: shown on the
      -- device-approval page and mail, and in the account's list of devices and sessions.
      alter table embedded_device_approvals add column browser text, add column app_origin text, add column requested_at bigint;
      alter table embedded_sessions add column browser text, add column app_origin text, add column created_at bigint, add column last_seen_at bigint;
      create index embedded_sessions_user on embedded_sessions (user_id);`,
  },
  {
    id: 20,
    name: 'embedded e-mail change undo',
    sql: `
      -- The undo link mailed to the old address after an e-mail change (src/embedded/emailUndo.ts): its token
      -- kept as an HMAC, the address to restore, used once, valid for 7 days (UNDO_TTL_SECONDS).
      create table embedded_email_undo (
        token_hash text primary key,
        user_id text not null references embedded_users(id) on delete cascade,
        old_email text not null,
        new_email text not null,
        expires_at bigint not null,
        used_at bigint
      );
      create index embedded_email_undo_expiry on embedded_email_undo (expires_at);`,
  },
  {
    id: 21,
    name: 'embedded new-device admission',
    sql: `
      -- Issue 29 item 3: where the account has a device holding the wallet or a passkey, a new device gets the recovery
      -- halves only once admitted (src/embedded/admissions.ts): by a passkey sign-in (signed_in_with), by a device
      -- that holds the wallet (approved_at), or by waiting until ready_at unless the owner cancelled from the mail.
      alter table embedded_sessions add column signed_in_with text;
      create table embedded_admissions (
        id text primary key,
        user_id text not null references embedded_users(id) on delete cascade,
        thumbprint text not null,
        browser text,
        app_origin text,
        requested_at bigint not null,
        ready_at bigint not null,
        cancel_hash text not null unique,
        approved_at bigint,
        cancelled_at bigint,
        unique (user_id, thumbprint)
      );`,
  },
];
