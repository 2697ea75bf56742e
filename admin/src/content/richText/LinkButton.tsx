import InsertLink from '@mui/icons-material/InsertLink';
import { ToggleButton, type ToggleButtonProps } from '@mui/material';
import { useEditorSelection, useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

/**
 * ra-input-rich-text's link button, but asking for the address in the user's language: its own
 * asks with a bare "URL" that no message key translates. The prompt offers the link's current
 * address; an empty answer removes the link, a cancelled one changes nothing.
 */
export function LinkButton(props: Omit<ToggleButtonProps, 'value'>) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const selection = useEditorSelection();
  // The selection's text re-renders the button whenever the selection moves, so this is current.
  const active = editor?.isActive('link') ?? false;
  const label = translate('ra.tiptap.link');

  const ask = () => {
    if (!editor?.can().setLink({ href: '' })) return;
    const address = window.prompt(translate('app.wording.linkAddress'), (editor.getAttributes('link').href as string | undefined) ?? 'https://');
    if (address === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (address.trim() === '' ? chain.unsetLink() : chain.setLink({ href: address.trim() })).run();
  };

  return (
    <ToggleButton aria-label={label} title={label} {...props} disabled={!editor?.isEditable || !selection} value="link" onClick={ask} selected={active}>
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}
