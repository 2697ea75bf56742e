// word-extractor ships no types; this declares the part of its API the resume module uses.
declare module 'word-extractor' {
  interface WordDocument {
    getBody(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }

  class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }

  export default WordExtractor;
}
