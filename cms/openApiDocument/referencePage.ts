import escapeHtml from 'escape-html';
import { RENDERER_URL } from './rendererScript';

/**
 * Scalar's settings. Its default fonts, telemetry and AI agent would call Scalar's hosts, which
 * the page's policy refuses; the developer tools are for editing the document, not reading it.
 */
const rendererSettings = (documentUrl: string) => ({
  url: documentUrl,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
});

/**
 * The page: Scalar reads its settings from the attribute of the `api-reference` element, so the
 * page has no inline script for the policy to allow.
 */
export function referencePage(documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<script id="api-reference" data-configuration="${escapeHtml(JSON.stringify(rendererSettings(documentUrl)))}"></script>
<script src="${RENDERER_URL}"></script>
</body>
</html>
`;
}
