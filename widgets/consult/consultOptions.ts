/** The consult widget's options, as a placeholder's `data-*` attributes (camelCased) give them. */
export interface ConsultOptions {
  /** The placeholder button's text. */
  label?: string;
  openingHours?: string;
  /** Recorded with the lead; default: the page's address. */
  source?: string;
}
