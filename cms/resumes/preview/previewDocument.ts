/**
 * The back office's preview page around a resume's sanitised body: UTF-8, and the only style it
 * has, so that a table reads as one and a picture fits the frame.
 */
export function previewDocument(body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 14px/1.6 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 16px; color: #222; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid #ccc; padding: 4px 8px; vertical-align: top; }
img { max-width: 100%; height: auto; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
</style></head>
<body>${body}</body></html>
`;
}
