import { WebhookInputs } from './webhookInputs';
import { ShownOnceCreate, type ShownOnceTexts } from '../shared/ShownOnceCreate';

const SECRET_TEXTS: ShownOnceTexts = {
  title: 'app.webhook.secretTitle',
  help: 'app.webhook.secretHelp',
  label: 'resources.webhooks.fields.secret',
  done: 'app.webhook.copied',
};

/** A new webhook. The server answers its signing secret this once: a dialog shows it for copying. */
export function WebhookCreate() {
  return (
    <ShownOnceCreate answer="secret" texts={SECRET_TEXTS}>
      <WebhookInputs />
    </ShownOnceCreate>
  );
}
