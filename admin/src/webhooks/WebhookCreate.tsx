import { useState } from 'react';
import { Create, useRedirect, type RaRecord } from 'react-admin';
import { WebhookInputs } from './webhookInputs';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { ShownOnceDialog } from '../shared/ShownOnceDialog';

/**
 * A new webhook. The server answers its signing secret this once: a dialog shows it, selected
 * for copying, and only its button leaves the page.
 */
export function WebhookCreate() {
  const redirect = useRedirect();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (record: RaRecord) => setSecret(String(record.secret ?? '')) }}>
        <GuardedForm>
          <WebhookInputs />
        </GuardedForm>
      </Create>
      <ShownOnceDialog
        value={secret}
        title="app.webhook.secretTitle"
        help="app.webhook.secretHelp"
        label="resources.webhooks.fields.secret"
        done="app.webhook.copied"
        onDone={() => redirect('list', 'webhooks')}
      />
    </>
  );
}
