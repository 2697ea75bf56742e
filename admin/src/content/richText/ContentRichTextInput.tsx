import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import {
  ClearButtons,
  FormatButtons,
  ImageButtons,
  LevelSelect,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { styleNonce } from '../../styleNonce';
import { LinkButton } from './LinkButton';
import { TableButtons } from './TableButtons';

/**
 * What an article body may hold: headings, lists, links, quotes, images and tables. Colours and
 * alignment are left out: the server's allow-list (cms/content/sanitizeContentHtml.ts) strips
 * inline styles, so the editor does not offer what would not be kept. TipTap inserts its own
 * stylesheet, which carries the page's nonce to pass the style policy.
 */
const EDITOR_OPTIONS = {
  extensions: [StarterKit, Image.configure({ inline: true }), TableKit.configure({ table: { resizable: false } })],
  injectNonce: styleNonce(),
};

/** The rich text input of HTML bodies (ra-input-rich-text, TipTap) with the content's toolbar. */
export function ContentRichTextInput(props: Omit<RichTextInputProps, 'editorOptions' | 'toolbar'>) {
  return (
    <RichTextInput
      {...props}
      editorOptions={EDITOR_OPTIONS}
      toolbar={
        <RichTextInputToolbar size="small">
          <LevelSelect size="small" />
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButton size="small" />
          <ImageButtons size="small" />
          <QuoteButtons size="small" />
          <TableButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
