import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { MediaUsage } from '../../../contract/media/mediaAsset';
import { translateWithData } from '../i18n/translateWithData';
import { InLanguage } from '../shared/InLanguage';

/** The content form's name of a field that names a file (a setting's key is a field of the settings form). */
const fieldLabel = (translate: TranslateFunction, field: string) =>
  translate(`app.content.fields.${field === 'file' ? 'fileId' : field}`, { _: field });

/**
 * One place as staff know it: the field by its label in the form, a setting's language by its
 * name, where the server names both by their codes (`thumbnail`, `wechatQrCode (zh)`); an item's
 * title marked with the language it is in.
 */
function usageText(translate: TranslateFunction, usage: MediaUsage): ReactNode {
  const kind = translate(`app.media.usageKind.${usage.kind}`);
  if (usage.kind === 'draft') {
    const [contentKind = '', itemId = ''] = usage.id.split('/');
    return translate('app.wording.usageDraft', { kind, item: translate(`resources.content/${contentKind}.name`, { smart_count: 1, _: contentKind }), id: itemId });
  }
  if (usage.kind === 'setting') {
    const language = /\((zh|en)\)$/.exec(usage.label)?.[1];
    const field = fieldLabel(translate, usage.field);
    const label = language ? translate('app.content.inLanguage', { field, language: translate(`app.content.language.${language}`) }) : field;
    return translate('app.wording.usageSetting', { kind, label });
  }
  const label = usage.labelLanguage ? <InLanguage language={usage.labelLanguage}>{usage.label}</InLanguage> : usage.label;
  return translateWithData(translate, 'app.media.usage', { id: usage.id, kind, field: fieldLabel(translate, usage.field) }, { label });
}

/** The places that name an asset, as the server found them. */
export function MediaUsageList({ usages }: { usages: MediaUsage[] }) {
  const translate = useTranslate();
  if (usages.length === 0) return <Typography variant="body2">{translate('app.media.usagesNone')}</Typography>;
  return (
    <List dense>
      {usages.map((usage) => (
        <ListItem key={`${usage.kind}-${usage.id}-${usage.field}`} disableGutters>
          <ListItemText primary={usageText(translate, usage)} />
        </ListItem>
      ))}
    </List>
  );
}
