import { useEffect, useState } from 'react';
import { isPreviewable, type PreviewableKind } from '../../../../contract/content/previewItems';
import { parseId } from '../cases/useQueryId';

/** What the preview page's address names: an item of a kind the page can show, or why not. */
export type PreviewTarget =
  | { status: 'reading' }
  | { status: 'item'; kind: PreviewableKind; id: number }
  | { status: 'unnamed' }
  | { status: 'unsupported' };

function previewTargetOf(search: string): PreviewTarget {
  const query = new URLSearchParams(search);
  const kind = query.get('kind');
  const id = parseId(query.get('id'));
  if (kind === null || id === null) return { status: 'unnamed' };
  if (!isPreviewable(kind)) return { status: 'unsupported' };
  return { status: 'item', kind, id };
}

/**
 * The item `?kind=…&id=…` names. Read in an effect: the page is built without a query, so the
 * server render and the first client render know nothing of it.
 */
export function usePreviewTarget(search: string): PreviewTarget {
  const [target, setTarget] = useState<PreviewTarget>({ status: 'reading' });
  useEffect(() => setTarget(previewTargetOf(search)), [search]);
  return target;
}
