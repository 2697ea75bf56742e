/**
 * An operation's id, from its method and path (unique together): `GET /articleDetails/:id` is
 * `getArticleDetailsById`. Clients generated from the document name their functions after it.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capitalised(word.slice(1))}` : capitalised(word)));
  return method.toLowerCase() + words.join('');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
