/** An item that cannot be imported, with the reason the summary gives; the import goes on without it. */
export class Refusal extends Error {}
