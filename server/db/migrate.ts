import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './index.js';
import * as init from './migrations/001_init.js';
import * as mailLeases from './migrations/002_mail_leases.js';
import * as paymentAttempts from './migrations/003_payment_attempts.js';
import * as listIndexes from './migrations/004_list_indexes.js';
import * as auditStats from './migrations/006_audit_stats.js';
import * as categoryNamesUnique from './migrations/007_category_names_unique.js';
import * as orderFilters from './migrations/008_order_filters.js';
import * as productSalesRefunds from './migrations/009_product_sales_refunds.js';
import * as invoiceNumberAtCommit from './migrations/010_invoice_number_at_commit.js';
import * as invoiceNumberingBatches from './migrations/011_invoice_numbering_batches.js';
import * as productCounts from './migrations/012_product_counts.js';
import * as sessionNotifications from './migrations/013_session_notifications.js';
import * as statsVersion from './migrations/014_stats_version.js';
import * as orderCountsByWilaya from './migrations/015_order_counts_by_wilaya.js';
import * as productSearchText from './migrations/016_product_search_text.js';
import * as trigramIndexesWithoutPendingList from './migrations/017_trigram_indexes_without_pending_list.js';
import * as lowStockIndex from './migrations/018_low_stock_index.js';
import * as editVersions from './migrations/019_edit_versions.js';
import * as latePaymentRefunds from './migrations/020_late_payment_refunds.js';
import * as sessionStart from './migrations/021_session_start.js';
import * as idempotencyKeysOfEveryRole from './migrations/022_idempotency_keys_of_every_role.js';
import * as rejectedOrdersAndInvoicePdfs from './migrations/023_rejected_orders_and_invoice_pdfs.js';
import * as shipments from './migrations/024_shipments.js';
import * as orderFulfilment from './migrations/025_order_fulfilment.js';
import * as disputesCreditNotes from './migrations/026_disputes_credit_notes.js';
import * as arabicCatalogueSearch from './migrations/027_arabic_catalogue_search.js';
import * as tradeAccounts from './migrations/029_trade_accounts.js';
import * as productSearchTable from './migrations/030_product_search_table.js';
import * as fulfilmentOfEarlierOrders from './migrations/032_fulfilment_of_earlier_orders.js';
import * as lots from './migrations/033_lots.js';
import * as recalls from './migrations/034_recalls.js';
import * as lotsExpiryMove from './migrations/035_lots_expiry_move.js';
import * as cashCollections from './migrations/036_cash_collections.js';
import * as invoicePayments from './migrations/037_invoice_payments.js';
import * as accountStatementRemindersReversal from './migrations/038_account_statement_reminders_reversal.js';
import * as accountRollups from './migrations/039_account_rollups.js';
import * as searchWords from './migrations/040_search_words.js';
import * as catalogueVersion from './migrations/041_catalogue_version.js';
import * as ordersListVersion from './migrations/042_orders_list_version.js';
import * as cardRefundsLedger from './migrations/044_card_refunds_ledger.js';
import * as idempotencyCommitted from './migrations/045_idempotency_committed.js';
import * as lateInvoicePaymentsRefunded from './migrations/046_late_invoice_payments_refunded.js';
import * as creditNotesStatsVersion from './migrations/047_credit_notes_stats_version.js';
import * as cardPaidOfflineOrders from './migrations/048_card_paid_offline_orders.js';
import * as pricing from './migrations/049_pricing.js';
import * as shortages from './migrations/050_shortages.js';
import * as unservedDemand from './migrations/051_unserved_demand.js';
import * as backorders from './migrations/052_backorders.js';
import * as backorderHolds from './migrations/053_backorder_holds.js';
import * as readVersions from './migrations/054_read_versions.js';
import * as quotaShares from './migrations/055_quota_shares.js';

/**
 * Migrations are listed here (not read from disk) so they work from any working directory. Names need not be
 * contiguous; unordered runs are allowed so a database that already has 003 still takes a 002 merged later.
 */
const migrations: Record<string, Migration> = {
  '001_init': init,
  '002_mail_leases': mailLeases,
  '003_payment_attempts': paymentAttempts,
  '004_list_indexes': listIndexes,
  '006_audit_stats': auditStats,
  '007_category_names_unique': categoryNamesUnique,
  '008_order_filters': orderFilters,
  '009_product_sales_refunds': productSalesRefunds,
  '010_invoice_number_at_commit': invoiceNumberAtCommit,
  '011_invoice_numbering_batches': invoiceNumberingBatches,
  '012_product_counts': productCounts,
  '013_session_notifications': sessionNotifications,
  '014_stats_version': statsVersion,
  '015_order_counts_by_wilaya': orderCountsByWilaya,
  '016_product_search_text': productSearchText,
  '017_trigram_indexes_without_pending_list': trigramIndexesWithoutPendingList,
  '018_low_stock_index': lowStockIndex,
  '019_edit_versions': editVersions,
  '020_late_payment_refunds': latePaymentRefunds,
  '021_session_start': sessionStart,
  '022_idempotency_keys_of_every_role': idempotencyKeysOfEveryRole,
  '023_rejected_orders_and_invoice_pdfs': rejectedOrdersAndInvoicePdfs,
  '024_shipments': shipments,
  '025_order_fulfilment': orderFulfilment,
  '026_disputes_credit_notes': disputesCreditNotes,
  '027_arabic_catalogue_search': arabicCatalogueSearch,
  '029_trade_accounts': tradeAccounts,
  '030_product_search_table': productSearchTable,
  '032_fulfilment_of_earlier_orders': fulfilmentOfEarlierOrders,
  // after 032: the opening lots hold what open orders still hold, and 032 closes the orders delivered by history
  '033_lots': lots,
  '034_recalls': recalls,
  '035_lots_expiry_move': lotsExpiryMove,
  '036_cash_collections': cashCollections,
  '037_invoice_payments': invoicePayments,
  '038_account_statement_reminders_reversal': accountStatementRemindersReversal,
  '039_account_rollups': accountRollups,
  '040_search_words': searchWords,
  '041_catalogue_version': catalogueVersion,
  '042_orders_list_version': ordersListVersion,
  '044_card_refunds_ledger': cardRefundsLedger,
  '045_idempotency_committed': idempotencyCommitted,
  '046_late_invoice_payments_refunded': lateInvoicePaymentsRefunded,
  '047_credit_notes_stats_version': creditNotesStatsVersion,
  '048_card_paid_offline_orders': cardPaidOfflineOrders,
  '049_pricing': pricing,
  '050_shortages': shortages,
  '051_unserved_demand': unservedDemand,
  '052_backorders': backorders,
  '053_backorder_holds': backorderHolds,
  '054_read_versions': readVersions,
  '055_quota_shares': quotaShares,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Database): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Names of the migrations this build knows that the database has not applied yet (readiness). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => !m.executedAt).map((m) => m.name);
}
