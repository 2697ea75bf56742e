import { unsupportedNodeMessage } from './supportedNode';

/**
 * Imported first by the commands an operator runs (`start`, `cms`, `staff`, `import`, `build`,
 * `publish`, `backup`, `restore`): on an unsupported Node.js they stop here, with what to install, before the database
 * driver, the server or a build is loaded.
 */
const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
