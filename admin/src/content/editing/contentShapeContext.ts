import { createContext, useContext } from 'react';
import type { ContentFormShape } from '../contentFormShape';

/** The shape of the document the content form around edits. */
export const ContentShapeContext = createContext<ContentFormShape | null>(null);

export function useContentShape(): ContentFormShape {
  const shape = useContext(ContentShapeContext);
  if (!shape) throw new Error('A content input is used outside a content form');
  return shape;
}
