/**
 * The one SQLite connection's turn: callers take it one at a time, in the order they asked; whether
 * anyone holds it tells whether a transaction left open between callers can be committed now.
 */
export class ConnectionQueue {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  /** Whether a caller holds the connection. */
  get held(): boolean {
    return this.#held;
  }

  async take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the connection to the longest waiting caller, or frees it. */
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}
