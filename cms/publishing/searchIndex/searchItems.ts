import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { KIND_FILTER, SEARCH_IGNORE_ATTRIBUTE, SEARCH_ITEM, SEARCH_ITEM_QUERY, SEARCH_ITEM_TITLE } from '../../../site/src/components/search/searchMarks';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** One item of a list page as a record of the search index (Pagefind's custom record). */
export interface SearchItemRecord {
  url: string;
  content: string;
  language: string;
  meta: { title: string };
  filters: Record<string, string[]>;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): DefaultTreeAdapterTypes.ChildNode[] =>
  node.nodeName === 'template' ? [] : 'childNodes' in node ? node.childNodes : [];

/** The text of a node, each element's text apart from its neighbours', ignored parts left out. */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (isElement(node) && (attribute(node, SEARCH_IGNORE_ATTRIBUTE) !== undefined || node.tagName === 'script' || node.tagName === 'style')) return '';
  return childrenOf(node).map(textOf).join(' ');
}

/**
 * The items of a page marked with `searchItem` (site/src/components/search/searchMarks.ts): each a
 * record linking to its `id` on the page at `pageUrl` (with the query showing it), in the page's language. Items without an
 * `id` could not be linked to and are left out.
 */
export function searchItemsOf(html: string, pageUrl: string): SearchItemRecord[] {
  const document = parse(html);
  const root = childrenOf(document).find(isElement);
  const language = (root && attribute(root, 'lang'))?.toLowerCase();
  if (!language) return [];
  const records: SearchItemRecord[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      const kind = attribute(node, SEARCH_ITEM);
      const id = attribute(node, 'id');
      if (kind && id) {
        records.push({
          url: `${pageUrl}${attribute(node, SEARCH_ITEM_QUERY) ?? ''}#${encodeURIComponent(id)}`,
          content: textOf(node).replace(/\s+/g, ' ').trim(),
          language,
          meta: { title: attribute(node, SEARCH_ITEM_TITLE) ?? '' },
          filters: { [KIND_FILTER]: [kind] },
        });
        return;
      }
    }
    childrenOf(node).forEach(visit);
  };
  visit(document);
  return records;
}
