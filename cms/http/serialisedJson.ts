/**
 * JSON already serialised to UTF-8, standing for a value of type `T`: what the database answers
 * ready-made (an article list's rows) goes out as the bytes it read, never made into objects and
 * serialised again.
 */
export class SerialisedJson<T> {
  /** Only in the type: what the bytes hold. */
  declare readonly value: T;

  constructor(readonly bytes: Buffer) {}

  parse(): T {
    return JSON.parse(this.bytes.toString('utf8')) as T;
  }
}

/** An answer's body: a value to serialise, or one serialised already. */
export type JsonAnswer<T> = T | SerialisedJson<T>;

/** The text or bytes of an answer's body. */
export function serialiseAnswer(answer: unknown): string | Buffer {
  return answer instanceof SerialisedJson ? answer.bytes : JSON.stringify(answer);
}
