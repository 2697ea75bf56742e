import { Typography } from '@mui/material';
import { CheckboxGroupInput, regex, required, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_ROBOT_FIELDS } from '../../../contract/notificationRobots';
import { LANGUAGE_CHOICES } from '../shared/visitorLanguages';
import { FIELD_CHOICES, KIND_CHOICES, VENDOR_CHOICES } from './robotChoices';

/**
 * A robot's platform, webhook URL, secret (written, never shown back), what it is told of and what
 * its messages carry, as both the create and edit forms ask them.
 */
export function RobotInputs() {
  const translate = useTranslate();
  const record = useRecordContext<{ hasSecret?: boolean }>();
  return (
    <>
      <TextInput source="name" fullWidth validate={required()} />
      <SelectInput source="vendor" choices={VENDOR_CHOICES} validate={required()} />
      <TextInput source="webhookUrl" type="url" fullWidth validate={[required(), regex(/^https?:\/\/\S+$/)]} />
      <TextInput
        source="secret"
        type="password"
        fullWidth
        autoComplete="off"
        helperText={record?.hasSecret ? `${translate('app.robots.secretStored')}. ${translate('app.robots.secretHelp')}` : 'app.robots.secretHelp'}
      />
      <CheckboxGroupInput source="submissionKinds" choices={KIND_CHOICES} defaultValue={['lead']} validate={required()} row={false} />
      <CheckboxGroupInput source="fields" choices={FIELD_CHOICES} defaultValue={[...DEFAULT_ROBOT_FIELDS]} helperText="app.robots.fieldsHelp" row={false} />
      <SelectInput source="language" choices={LANGUAGE_CHOICES} defaultValue="zh" validate={required()} />
      <Typography variant="body2" color="text.secondary">{translate('app.robots.rateHelp')}</Typography>
    </>
  );
}
