import { Box, Card, CardContent, FormControl, InputLabel, MenuItem, Select, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { EMBED_PREVIEW_PATH } from '../../../contract/embed/embedPreview';
import { embedSnippet, type EmbedChoice } from '../../../widgets/embed/embedSnippet';
import { WIDGET_NAMES, type WidgetName } from '../../../widgets/embed/types';
import { widgetOptionNames } from '../../../widgets/embed/widgetOptions';
import { apiUrl } from '../apiFetch';
import { PREVIEW_WIDTHS, type PreviewWidth } from '../preview/previewWidths';
import type { AdminDataProvider } from '../dataProvider';
import { CopyableSnippet } from './CopyableSnippet';
import { PartnerOrigins } from './PartnerOrigins';

const LANGUAGES = ['zh-CN', 'en-US'] as const;
/** Typing in an option reloads the preview once the typing pauses, not at each key. */
const PREVIEW_SETTLE_MS = 400;
/** The frame's width: the content preview's phone width, or the whole card on a desktop. */
const FRAME_WIDTHS: Record<PreviewWidth, number | string> = { phone: PREVIEW_WIDTHS.phone.width, desktop: '100%' };

/** An option the site's own lists fill (a case category, a job): chosen, not typed. */
function usePickList(option: string) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const categories = useQuery({ queryKey: ['embed', 'categories'], queryFn: () => dataProvider.caseCategories(), enabled: option === 'category' });
  const jobs = useQuery({ queryKey: ['embed', 'jobs'], queryFn: () => dataProvider.jobPostings(), enabled: option === 'jobId' });
  if (option === 'category') return categories.data?.map((node) => ({ value: node.outLink, label: `${'　'.repeat(node.depth)}${node.name}` }));
  if (option === 'jobId') return jobs.data?.map((job) => ({ value: String(job.id), label: job.title }));
  return undefined;
}

function OptionInput({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  const choices = usePickList(name);
  const label = translate(`app.embed.option.${name}`);
  if (choices) {
    return (
      <FormControl size="small" sx={{ minWidth: 240 }}>
        <InputLabel id={`embed-option-${name}`}>{label}</InputLabel>
        <Select labelId={`embed-option-${name}`} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
          <MenuItem value="">{translate('app.embed.none')}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>{choice.label}</MenuItem>
          ))}
        </Select>
      </FormControl>
    );
  }
  return <TextField size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * Embed snippets for marketers: pick a widget, its options and language, see it live in a frame
 * holding exactly that snippet (served by the CMS under a partner's strict policy), copy the
 * pieces, and manage the partner origins whose pages may use them.
 */
export function EmbedPage() {
  const translate = useTranslate();
  const [widget, setWidget] = useState<WidgetName>('consult');
  const [language, setLanguage] = useState<EmbedChoice['language']>('zh-CN');
  const [options, setOptions] = useState<Record<string, string>>({});
  const [width, setWidth] = useState<PreviewWidth>('desktop');

  const names = useMemo(() => widgetOptionNames(widget), [widget]);
  const chosen = useMemo(
    () => Object.fromEntries(names.flatMap((name) => (options[name]?.trim() ? [[name, options[name].trim()]] : []))) as Record<string, string>,
    [names, options],
  );
  const choice: EmbedChoice = { cmsUrl: window.location.origin, widget, language, options: chosen };
  const snippet = embedSnippet(choice);

  const previewSearch = new URLSearchParams({ widget, lang: language, ...chosen }).toString();
  const [previewUrl, setPreviewUrl] = useState(() => apiUrl(`${EMBED_PREVIEW_PATH}?${previewSearch}`));
  useEffect(() => {
    const timer = setTimeout(() => setPreviewUrl(apiUrl(`${EMBED_PREVIEW_PATH}?${previewSearch}`)), PREVIEW_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [previewSearch]);

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title={translate('app.embed.title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">{translate('app.embed.help')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <FormControl size="small" sx={{ minWidth: 200 }}>
              <InputLabel id="embed-widget">{translate('app.embed.widget')}</InputLabel>
              <Select labelId="embed-widget" label={translate('app.embed.widget')} value={widget} onChange={(event) => setWidget(event.target.value as WidgetName)}>
                {WIDGET_NAMES.map((name) => (
                  <MenuItem key={name} value={name}>{translate(`app.embed.widgets.${name}`)}</MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ minWidth: 160 }}>
              <InputLabel id="embed-language">{translate('app.embed.language')}</InputLabel>
              <Select labelId="embed-language" label={translate('app.embed.language')} value={language} onChange={(event) => setLanguage(event.target.value as EmbedChoice['language'])}>
                {LANGUAGES.map((code) => (
                  <MenuItem key={code} value={code}>{translate(`app.embed.languages.${code}`)}</MenuItem>
                ))}
              </Select>
            </FormControl>
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>{translate('app.embed.options')}</Typography>
            {names.map((name) => (
              <OptionInput key={`${widget}-${name}`} name={name} value={options[name] ?? ''} onChange={(value) => setOptions({ ...options, [name]: value })} />
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{translate('app.embed.preview')}</Typography>
            <ToggleButtonGroup size="small" exclusive value={width} onChange={(_event, next: PreviewWidth | null) => next && setWidth(next)} aria-label={translate('app.preview.width')}>
              <ToggleButton value="phone">{translate('app.embed.phone')}</ToggleButton>
              <ToggleButton value="desktop">{translate('app.embed.desktop')}</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Box
            component="iframe"
            title={translate('app.embed.previewFrame')}
            src={previewUrl}
            // Same origin as the CMS, so the widgets' calls need no partner origin: what runs in it
            // is the CMS's own bundle and the escaped snippet; the sandbox keeps its links and
            // forms from navigating the back office.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            sx={{ width: FRAME_WIDTHS[width], maxWidth: '100%', height: 560, border: 1, borderColor: 'divider', display: 'block' }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('app.embed.snippet')}</Typography>
          <CopyableSnippet title={translate('app.embed.scriptTag')} help={translate('app.embed.scriptTagHelp')} code={snippet.scriptTag} />
          <CopyableSnippet title={translate('app.embed.placeholder')} help={translate('app.embed.placeholderHelp')} code={snippet.placeholder} />
          <CopyableSnippet title={translate('app.embed.stub')} help={translate('app.embed.stubHelp')} code={snippet.stub} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <PartnerOrigins />
        </CardContent>
      </Card>
    </Box>
  );
}
