import { type Kysely, sql } from 'kysely';

/** The whole domain. Money is integer centimes (D3); e-mails are unique per role, case-insensitively. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wilayas (
      id serial PRIMARY KEY,
      code integer NOT NULL UNIQUE,
      name text NOT NULL,
      name_ar text NOT NULL,
      from2027 boolean NOT NULL DEFAULT false
    );

    CREATE TABLE admins (
      id serial PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      password_hash text,
      language smallint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX admins_email ON admins (lower(email));

    CREATE TABLE franchisees (
      id serial PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      password_hash text,
      phone1 text NOT NULL,
      phone2 text,
      wilaya_id integer NOT NULL REFERENCES wilayas(id),
      adress1 text NOT NULL,
      adress2 text,
      zip text NOT NULL,
      id_type smallint NOT NULL DEFAULT 1,
      personal_id text NOT NULL,
      language smallint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX franchisees_email ON franchisees (lower(email));
    -- one exclusive franchisee per wilaya (D11)
    CREATE UNIQUE INDEX franchisees_wilaya ON franchisees (wilaya_id);

    CREATE TABLE pharmacies (
      id serial PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      password_hash text,
      phone1 text NOT NULL,
      phone2 text,
      rc text NOT NULL,
      nif text NOT NULL,
      rib text NOT NULL,
      wilaya_id integer NOT NULL REFERENCES wilayas(id),
      zip text NOT NULL,
      address1 text NOT NULL,
      address2 text,
      franchisee_id integer REFERENCES franchisees(id) ON DELETE SET NULL,
      poc_first_name text,
      poc_last_name text,
      poc_email text,
      poc_phone text,
      language smallint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- pharmacies are soft-deleted: their orders and invoices stay
      deleted_at timestamptz
    );
    CREATE UNIQUE INDEX pharmacies_email ON pharmacies (lower(email)) WHERE deleted_at IS NULL;
    CREATE INDEX pharmacies_wilaya ON pharmacies (wilaya_id);
    CREATE INDEX pharmacies_franchisee ON pharmacies (franchisee_id);

    CREATE TABLE categories (
      id serial PRIMARY KEY,
      name_fr text NOT NULL,
      name_en text NOT NULL,
      description_fr text NOT NULL,
      description_en text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE products (
      id serial PRIMARY KEY,
      category_id integer NOT NULL REFERENCES categories(id),
      ref text NOT NULL,
      name text NOT NULL,
      description_fr text NOT NULL DEFAULT '',
      description_en text NOT NULL DEFAULT '',
      -- available stock: online orders reserve by taking from it, a failed payment gives back (D13)
      quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
      cost bigint NOT NULL CHECK (cost >= 0),
      price bigint NOT NULL CHECK (price >= 0),
      customer_price bigint NOT NULL CHECK (customer_price >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- products are soft-deleted: order lines keep pointing at them
      deleted_at timestamptz
    );
    CREATE UNIQUE INDEX products_ref ON products (lower(ref)) WHERE deleted_at IS NULL;
    CREATE INDEX products_category ON products (category_id);

    CREATE TABLE product_images (
      id serial PRIMARY KEY,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      path text NOT NULL,
      is_main boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX product_images_product ON product_images (product_id);
    CREATE UNIQUE INDEX product_images_one_main ON product_images (product_id) WHERE is_main;

    CREATE TABLE basket_items (
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      quantity integer NOT NULL CHECK (quantity > 0),
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (pharmacy_id, product_id)
    );

    CREATE TABLE addresses (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id) ON DELETE CASCADE,
      address text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX addresses_pharmacy ON addresses (pharmacy_id);

    -- D16: never the full number nor the security code
    CREATE TABLE cards (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id) ON DELETE CASCADE,
      card_name text NOT NULL,
      card_holder text NOT NULL,
      last4 char(4) NOT NULL,
      exp_month smallint NOT NULL,
      exp_year smallint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX cards_pharmacy ON cards (pharmacy_id);

    CREATE TABLE orders (
      id serial PRIMARY KEY,
      order_no text NOT NULL UNIQUE,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      -- the wilaya at ordering time decides which franchisee sees the order (D11)
      wilaya_id integer NOT NULL REFERENCES wilayas(id),
      address text NOT NULL,
      status smallint NOT NULL DEFAULT 2,
      payement_type smallint NOT NULL,
      -- payment lifecycle: awaiting_payment, paid, pending_validation, failed, expired, cancelled
      state text NOT NULL,
      price_without_tax bigint NOT NULL,
      tax_rate numeric(5,2) NOT NULL,
      tax_amount bigint NOT NULL,
      stamp_duty bigint NOT NULL DEFAULT 0,
      total bigint NOT NULL,
      refunded_amount bigint NOT NULL DEFAULT 0,
      note text,
      stock_released boolean NOT NULL DEFAULT false,
      expires_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX orders_pharmacy ON orders (pharmacy_id, created_at DESC);
    CREATE INDEX orders_wilaya ON orders (wilaya_id, created_at DESC);
    CREATE INDEX orders_awaiting ON orders (expires_at) WHERE state = 'awaiting_payment';

    CREATE TABLE order_lines (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      product_id integer REFERENCES products(id) ON DELETE SET NULL,
      ref text NOT NULL,
      name text NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      unit_price bigint NOT NULL,
      total bigint NOT NULL
    );
    CREATE INDEX order_lines_order ON order_lines (order_id);

    CREATE TABLE order_notes (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      admin_id integer REFERENCES admins(id) ON DELETE SET NULL,
      note text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- one row per attempt at the card provider (SATIM orderNumber is unique per attempt, D14)
    CREATE TABLE payments (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      provider text NOT NULL,
      order_number text NOT NULL UNIQUE,
      provider_order_id text UNIQUE,
      amount bigint NOT NULL,
      -- registered, paid, declined, error, expired
      status text NOT NULL,
      form_url text,
      resp_code text,
      resp_code_desc text,
      approval_code text,
      pan_masked text,
      error_message text,
      refunded_amount bigint NOT NULL DEFAULT 0,
      raw jsonb,
      confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payments_order ON payments (order_id);

    CREATE TABLE refunds (
      id serial PRIMARY KEY,
      payment_id integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
      admin_id integer REFERENCES admins(id) ON DELETE SET NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL,
      raw jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- gap-free numbering: the counter row of the year is locked while the invoice is made (D17)
    CREATE TABLE invoice_counters (
      year integer PRIMARY KEY,
      last_seq integer NOT NULL
    );
    CREATE TABLE invoices (
      id serial PRIMARY KEY,
      order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
      year integer NOT NULL,
      seq integer NOT NULL,
      number text NOT NULL UNIQUE,
      issued_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (year, seq)
    );

    -- opaque tokens, stored hashed (D7); a refresh token belongs to a family that rotation extends
    CREATE TABLE tokens (
      id serial PRIMARY KEY,
      role text NOT NULL,
      account_id integer NOT NULL,
      kind text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      family text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX tokens_account ON tokens (role, account_id);
    CREATE INDEX tokens_family ON tokens (family);

    CREATE TABLE password_resets (
      id serial PRIMARY KEY,
      role text NOT NULL,
      account_id integer NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- failed sign-ins and reset requests, counted per account and per client address (D20)
    CREATE TABLE auth_attempts (
      id serial PRIMARY KEY,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX auth_attempts_key ON auth_attempts (key, created_at);

    -- every mail goes through here first, so none is lost when SMTP is down (D18)
    CREATE TABLE outgoing_mail (
      id serial PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      attachments jsonb,
      status text NOT NULL DEFAULT 'pending',
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX outgoing_mail_due ON outgoing_mail (next_attempt_at) WHERE status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE outgoing_mail, auth_attempts, password_resets, tokens, invoices, invoice_counters, refunds,
      payments, order_notes, order_lines, orders, cards, addresses, basket_items, product_images, products,
      categories, pharmacies, franchisees, admins, wilayas CASCADE;
  `.execute(db);
}
