/**
 * The nonce the server wrote into this page (cms/serving/adminAppPlugin.ts): the style policy allows
 * only `<style>` elements carrying it, so whatever inserts styles (emotion, the rich text
 * editor) puts it on them.
 */
export function styleNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
}
