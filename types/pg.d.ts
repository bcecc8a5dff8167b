// pg's per-query timeout (`query_timeout`, read by its client for a query given as a config), which
// @types/pg leaves out of QueryConfig: declared once here instead of cast at each query.
import "pg";

declare module "pg" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any -- a merged interface repeats pg's own type parameter
  interface QueryConfig<I = any[]> {
    /** Milliseconds before the client gives the query up (and frees the connection). */
    query_timeout?: number;
  }
}
