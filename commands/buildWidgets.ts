import { buildWidgets } from '../builders/widgetsBuild';

/** `npm run build:widgets`: the embed bundle and its compressed twins, always built afresh. */
buildWidgets().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
