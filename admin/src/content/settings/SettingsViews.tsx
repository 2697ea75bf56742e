import { BooleanInput, TextInput, useCreatePath, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { SETTINGS_ID, SHARED_SETTING_KEYS, TRANSLATED_SETTING_KEYS } from '../../../../contract/content/documents/settings';
import { ENGLISH_CAREERS_ON } from '../../../../contract/entities/site';
import { MediaPickerInput } from '../../media/MediaPickerInput';
import { blankAsNull } from '../blankAsNull';
import { ContentEdit } from '../editing/ContentEdit';
import { LanguageColumns } from '../editing/LanguageColumns';
import { useFieldLabel } from '../useFieldLabel';
import { SETTINGS_SHAPE } from './settingsShape';
import { WechatAccountSettings } from '../../wechatShare/WechatAccountSettings';

/** The settings that are pictures, picked from the media library. */
const QR_CODES = new Set<string>(['wechatQrCode', 'serviceQrCode']);

/** The settings written at length: shown as several lines. */
const LONG_SETTINGS = new Set<string>(['address', 'secretaryAddress', 'privacyNotice']);

/** The settings are one item, so their list is its form. */
export function SettingsList() {
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource: useResourceContext()!, type: 'edit', id: SETTINGS_ID })} replace />;
}

/** English careers: a switch, stored as `ENGLISH_CAREERS_ON` or '' (off, also where a document has none). */
function EnglishCareersInput({ label }: { label: string }) {
  return (
    <BooleanInput
      source="document.shared.englishCareers"
      label={label}
      helperText="app.careersSetting.helper"
      format={(value: string | undefined) => value === ENGLISH_CAREERS_ON}
      parse={(on: boolean) => (on ? ENGLISH_CAREERS_ON : '')}
    />
  );
}

/**
 * Every setting: those that read the same in both languages, the analytics ids, then each
 * language's; below them, for admins, the WeChat official account (saved on its own: its secret
 * is no content and is never published).
 */
export function SettingsEdit() {
  const label = useFieldLabel();
  return (
    <>
      <ContentEdit shape={SETTINGS_SHAPE} permanent>
        {SHARED_SETTING_KEYS.map((key) =>
          key === 'englishCareers' ? (
            <EnglishCareersInput key={key} label={label(key)} />
          ) : QR_CODES.has(key) ? (
            <MediaPickerInput key={key} source={`document.shared.${key}`} variant="thumbnail" label={label(key)} />
          ) : (
            <TextInput key={key} source={`document.shared.${key}`} label={label(key)} fullWidth />
          ),
        )}
        <TextInput source="document.analytics.baiduTongjiId" label={label('baiduTongjiId')} parse={blankAsNull} fullWidth />
        <TextInput source="document.analytics.googleAnalyticsId" label={label('googleAnalyticsId')} parse={blankAsNull} fullWidth />
        <LanguageColumns>
          {(language) =>
            TRANSLATED_SETTING_KEYS.map((key) => (
              <TextInput key={key} source={`document.texts.${language}.${key}`} label={label(`texts.${language}.${key}`)} fullWidth multiline={LONG_SETTINGS.has(key)} minRows={LONG_SETTINGS.has(key) ? 3 : undefined} />
            ))
          }
        </LanguageColumns>
      </ContentEdit>
      <WechatAccountSettings />
    </>
  );
}
