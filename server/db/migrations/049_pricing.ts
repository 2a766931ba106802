import { type Kysely, sql } from 'kysely';

/**
 * Issue 40 (docs/pricing.md, D120–D123): pharmacy groups, price lists with their items (several items of one product
 * are its quantity tiers), laboratory promotions (free units "N + M" or a percentage) with the free units given so far
 * against their cap, a product's brand, and what each order line kept of its price: the catalogue price, the list's
 * price before a percentage, the discount, the free units (counted in `quantity`, which is what leaves the warehouse)
 * and the list and promotions that gave them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE products ADD COLUMN IF NOT EXISTS brand text CHECK (brand IS NULL OR (brand <> '' AND length(brand) <= 80));
    CREATE INDEX IF NOT EXISTS products_brand ON products (lower(brand)) WHERE brand IS NOT NULL AND deleted_at IS NULL;

    CREATE TABLE pharmacy_groups (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (name <> ''),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX pharmacy_groups_name ON pharmacy_groups (lower(name));
    CREATE TABLE pharmacy_group_members (
      group_id integer NOT NULL REFERENCES pharmacy_groups(id) ON DELETE CASCADE,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      PRIMARY KEY (group_id, pharmacy_id)
    );
    CREATE INDEX pharmacy_group_members_pharmacy ON pharmacy_group_members (pharmacy_id);

    CREATE TABLE price_lists (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (name <> ''),
      scope text NOT NULL CHECK (scope IN ('pharmacies', 'group', 'wilayas')),
      scope_ids integer[] NOT NULL CHECK (cardinality(scope_ids) > 0),
      valid_from date,
      valid_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to)
    );
    CREATE UNIQUE INDEX price_lists_name ON price_lists (lower(name));
    CREATE TABLE price_list_items (
      price_list_id integer NOT NULL REFERENCES price_lists(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id),
      min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
      price integer NOT NULL CHECK (price > 0),
      PRIMARY KEY (price_list_id, product_id, min_quantity)
    );
    CREATE INDEX price_list_items_product ON price_list_items (product_id, price_list_id);

    CREATE TABLE promotions (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (name <> ''),
      kind text NOT NULL CHECK (kind IN ('free_units', 'percent')),
      product_ids integer[],
      category_id integer REFERENCES categories(id),
      brand text,
      buy_quantity integer CHECK (buy_quantity >= 1),
      free_quantity integer CHECK (free_quantity >= 1),
      percent_bp integer CHECK (percent_bp > 0 AND percent_bp <= 10000),
      min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
      scope text NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'pharmacies', 'group', 'wilayas')),
      scope_ids integer[] NOT NULL DEFAULT '{}',
      valid_from date,
      valid_to date,
      max_free_units integer CHECK (max_free_units >= 0),
      free_units_given integer NOT NULL DEFAULT 0 CHECK (free_units_given >= 0),
      combinable boolean NOT NULL DEFAULT false,
      ended_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to),
      CHECK (max_free_units IS NULL OR free_units_given <= max_free_units),
      CHECK (kind <> 'free_units' OR (buy_quantity IS NOT NULL AND free_quantity IS NOT NULL)),
      CHECK (kind <> 'percent' OR percent_bp IS NOT NULL)
    );

    ALTER TABLE order_lines
      ADD COLUMN IF NOT EXISTS free_quantity integer NOT NULL DEFAULT 0 CHECK (free_quantity >= 0),
      ADD COLUMN IF NOT EXISTS base_price integer,
      ADD COLUMN IF NOT EXISTS list_price integer,
      ADD COLUMN IF NOT EXISTS discount_amount integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS price_list_id integer REFERENCES price_lists(id) ON DELETE SET NULL,
      ADD COLUMN IF NOT EXISTS promotion_id integer REFERENCES promotions(id),
      ADD COLUMN IF NOT EXISTS free_promotion_id integer REFERENCES promotions(id);
    CREATE INDEX IF NOT EXISTS order_lines_promotion ON order_lines (promotion_id) WHERE promotion_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS order_lines_free_promotion ON order_lines (free_promotion_id) WHERE free_promotion_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE order_lines DROP COLUMN free_quantity, DROP COLUMN base_price, DROP COLUMN list_price,
      DROP COLUMN discount_amount, DROP COLUMN price_list_id, DROP COLUMN promotion_id, DROP COLUMN free_promotion_id;
    DROP TABLE promotions;
    DROP TABLE price_list_items;
    DROP TABLE price_lists;
    DROP TABLE pharmacy_group_members;
    DROP TABLE pharmacy_groups;
    DROP INDEX products_brand;
    ALTER TABLE products DROP COLUMN brand;
  `.execute(db);
}
