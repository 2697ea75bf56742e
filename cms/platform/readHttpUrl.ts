/** An http(s) address from the environment variable `name`, trimmed; undefined when unset; anything else stops the start. */
export function readHttpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw)) throw new Error(`Invalid URL in ${name}: "${raw}"`);
  const { protocol } = new URL(raw);
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return raw;
}
