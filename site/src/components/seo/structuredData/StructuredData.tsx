import React from 'react';
import { jsonLdText } from './jsonLd';
import { pageGraph, type PageGraphOptions } from './pageGraph';

/**
 * The page's structured data as one JSON-LD data block in its head. The browser never runs a
 * data block, so the Content-Security-Policy lists no hash for it (site/gatsby/inlineScriptHashes.ts).
 */
export function StructuredData(options: PageGraphOptions) {
  const graph = pageGraph(options);
  if (!graph) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(graph) }} />;
}
