/**
 * How a new row of a list the site shows is inserted: the seed and the import put rows there to
 * be shown; the back office creates them hidden until they are published.
 */
export interface InsertOptions {
  published?: boolean;
}
