/** A page of a list as the back office asks for it (simple-REST `range` and `sort` direction). */
export interface PageRequest {
  offset: number;
  limit: number;
  descending: boolean;
}

/** A page of live rows, published or not, and how many there are in all. */
export interface RecordPage<Row> {
  rows: Row[];
  total: number;
}
