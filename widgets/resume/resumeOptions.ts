/** The resume uploader's options, as a placeholder's `data-*` attributes (camelCased) give them. */
export interface ResumeOptions {
  /** The job applied for. */
  jobId?: string;
}
