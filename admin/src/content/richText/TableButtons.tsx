import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

/** What each button does to the table the cursor is in (or, for the first, where it is). */
const TABLE_COMMANDS = {
  insertTable: (editor) => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  addRowAfter: (editor) => editor.chain().focus().addRowAfter().run(),
  addColumnAfter: (editor) => editor.chain().focus().addColumnAfter().run(),
  deleteRow: (editor) => editor.chain().focus().deleteRow().run(),
  deleteColumn: (editor) => editor.chain().focus().deleteColumn().run(),
  deleteTable: (editor) => editor.chain().focus().deleteTable().run(),
} satisfies Record<string, (editor: NonNullable<ReturnType<typeof useTiptapEditor>>) => boolean>;

type TableCommand = keyof typeof TABLE_COMMANDS;

/** The rich text toolbar's table buttons (TipTap's table extension), labelled for screen readers; each is a word, not an icon. */
export function TableButtons(props: Omit<ToggleButtonGroupProps, 'value' | 'onChange'>) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup {...props}>
      {(Object.keys(TABLE_COMMANDS) as TableCommand[]).map((command) => (
        <ToggleButton
          key={command}
          value={command}
          disabled={!editor?.isEditable || (command !== 'insertTable' && !editor.isActive('table'))}
          onClick={() => editor && TABLE_COMMANDS[command](editor)}
        >
          {translate(`app.content.table.${command}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
