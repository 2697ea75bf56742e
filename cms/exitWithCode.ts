/**
 * Runs a command-line entry and exits with the code it answers; an error it did not handle is
 * printed as its message alone (the operator's words, not a stack) and exits with 1.
 */
export function exitWithCode(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
