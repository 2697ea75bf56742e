import type { Kysely, Selectable } from 'kysely';
import type { DailyClose, StockQuote } from '../../contract/entities/stockQuote';
import type { Database, StockQuoteTable } from '../db/schema';

function toStockQuote(row: Selectable<StockQuoteTable>): StockQuote {
  return {
    price: row.price,
    change: row.change,
    changePercent: row.change_percent,
    volume: row.volume,
    turnover: row.turnover,
    previousClose: row.previous_close,
    quotedAt: row.quoted_at,
    suspended: row.suspended === 1,
  };
}

export async function findStockQuote(db: Kysely<Database>, stockCode: string): Promise<StockQuote | null> {
  const row = await db.selectFrom('stock_quote').selectAll().where('stock_code', '=', stockCode).executeTakeFirst();
  return row ? toStockQuote(row) : null;
}

export async function saveStockQuote(db: Kysely<Database>, stockCode: string, quote: StockQuote): Promise<void> {
  const values = {
    price: quote.price,
    change: quote.change,
    change_percent: quote.changePercent,
    volume: quote.volume,
    turnover: quote.turnover,
    previous_close: quote.previousClose,
    quoted_at: quote.quotedAt,
    suspended: quote.suspended ? 1 : 0,
  };
  await db
    .insertInto('stock_quote')
    .values({ stock_code: stockCode, ...values })
    .onConflict((conflict) => conflict.column('stock_code').doUpdateSet(values))
    .execute();
}

/** Adds or corrects the given days' closes; days not given are kept. */
export async function saveDailyCloses(db: Kysely<Database>, stockCode: string, closes: DailyClose[]): Promise<void> {
  if (closes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const { date, close } of closes) {
      await trx
        .insertInto('stock_daily_close')
        .values({ stock_code: stockCode, trade_date: date, close_price: close })
        .onConflict((conflict) => conflict.columns(['stock_code', 'trade_date']).doUpdateSet({ close_price: close }))
        .execute();
    }
  });
}

/** The closes from `sinceDate` on, oldest first. */
export async function listDailyCloses(db: Kysely<Database>, stockCode: string, sinceDate: string): Promise<DailyClose[]> {
  const rows = await db
    .selectFrom('stock_daily_close')
    .select(['trade_date', 'close_price'])
    .where('stock_code', '=', stockCode)
    .where('trade_date', '>=', sinceDate)
    .orderBy('trade_date', 'asc')
    .execute();
  return rows.map((row) => ({ date: row.trade_date, close: row.close_price }));
}

export async function findLastDailyClose(db: Kysely<Database>, stockCode: string): Promise<DailyClose | null> {
  const row = await db
    .selectFrom('stock_daily_close')
    .select(['trade_date', 'close_price'])
    .where('stock_code', '=', stockCode)
    .orderBy('trade_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { date: row.trade_date, close: row.close_price } : null;
}
