import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { ContentStatus } from '../../../contract/content/protocol';
import { previewAddress, type PreviewableKind } from '../../../contract/content/previewItems';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { PREVIEW_WIDTHS, type PreviewWidth, previewScale } from './previewWidths';

export interface PreviewPanelProps {
  kind: PreviewableKind;
  id: Identifier;
}

/** The site's own names of its languages, the same in either interface language. */
const LANGUAGES: ReadonlyArray<{ value: SiteLanguage; label: string; lang: string }> = [
  { value: 'zh-CN', label: '中文', lang: 'zh-CN' },
  { value: 'en-US', label: 'English', lang: 'en' },
];

/** The toggles' words as written: MUI's capitals would read "ENGLISH" and "1280 PX". */
const AS_WRITTEN = { textTransform: 'none' } as const;

/**
 * The item's draft as the site will show it: the site's preview page in a frame, in either
 * language, at a phone's or a desktop's width, scaled down to fit the panel. The frame is
 * rendered anew after each save: its key is the record's revision, which every save raises.
 */
export function PreviewPanel({ kind, id }: PreviewPanelProps) {
  const translate = useTranslate();
  const record = useRecordContext<ContentStatus>();
  const headingId = useId();
  const [language, setLanguage] = useState<SiteLanguage>('zh-CN');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const available = useAvailableWidth();
  const frame = PREVIEW_WIDTHS[width];
  const scale = previewScale(frame.width, available.width);
  const widthLabel = (option: PreviewWidth) => translate(`app.preview.${option}`, { px: PREVIEW_WIDTHS[option].width });
  const title = translate('app.preview.frameTitle', {
    language: LANGUAGES.find((option) => option.value === language)!.label,
    width: widthLabel(width),
  });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, width: '100%' }}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('app.preview.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          onChange={(_event, value: SiteLanguage | null) => value && setLanguage(value)}
          aria-label={translate('app.preview.language')}
        >
          {LANGUAGES.map((option) => (
            <ToggleButton key={option.value} value={option.value} lang={option.lang} sx={AS_WRITTEN}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={width}
          onChange={(_event, value: PreviewWidth | null) => value && setWidth(value)}
          aria-label={translate('app.preview.width')}
        >
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((option) => (
            <ToggleButton key={option} value={option} sx={AS_WRITTEN}>
              {widthLabel(option)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {/*
        The frame is placed absolutely: a transform does not shrink an element's box, so a 1280 px
        frame in the flow would widen every box around it (and the page) to 1280 px, and the panel
        would then measure that width and never scale it down.
      */}
      <Box ref={available.ref} sx={{ position: 'relative', width: '100%', minWidth: 0, height: frame.height * scale, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Box
          component="iframe"
          key={record?.revision ?? 0}
          title={title}
          src={previewAddress(kind, Number(id), language)}
          data-scale={scale}
          sx={{ position: 'absolute', top: 0, left: 0, display: 'block', width: frame.width, height: frame.height, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' }}
        />
      </Box>
    </Box>
  );
}

/** The panel's width in CSS pixels, followed as the window or layout changes; null until measured. */
function useAvailableWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setMeasured(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: measured };
}
