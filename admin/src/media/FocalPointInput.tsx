import { Box, Typography } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';

/** An arrow key moves the point by a twentieth of the picture; with Shift, by a hundredth. */
const STEP = 0.05;
const FINE_STEP = 0.01;

const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const within = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

/**
 * Where the cropped thumbnails centre (`focalX`, `focalY`, 0 to 1): the editor clicks the spot on
 * the picture, or focuses the picture and moves the mark with the arrow keys. The mark's position
 * is also said in words, for those who do not see it.
 */
export function FocalPointInput({ src }: { src: string }) {
  const translate = useTranslate();
  const { field: xField } = useInput({ source: 'focalX' });
  const { field: yField } = useInput({ source: 'focalY' });
  const x = Number(xField.value ?? 0.5);
  const y = Number(yField.value ?? 0.5);
  const moveTo = (nextX: number, nextY: number) => {
    xField.onChange(within(nextX));
    yField.onChange(within(nextY));
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    moveTo((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    moveTo(x + move[0] * step, y + move[1] * step);
  };
  const label = translate('app.media.focalLabel', { x: Math.round(x * 100), y: Math.round(y * 100) });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{translate('app.media.focalTitle')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('app.media.focalHelp')}
      </Typography>
      <Box
        role="slider"
        tabIndex={0}
        aria-label={translate('app.media.focalTitle')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(x * 100)}
        aria-valuetext={label}
        onClick={onClick}
        onKeyDown={onKeyDown}
        sx={{ position: 'relative', display: 'inline-block', cursor: 'crosshair', maxWidth: '100%', '&:focus-visible': { outline: 3, outlineColor: 'primary.main' } }}
      >
        <img src={src} alt="" draggable={false} style={{ display: 'block', maxWidth: '100%', maxHeight: 420 }} />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: `${x * 100}%`,
            top: `${y * 100}%`,
            width: 24,
            height: 24,
            ml: '-12px',
            mt: '-12px',
            borderRadius: '50%',
            border: '3px solid white',
            boxShadow: '0 0 0 2px rgba(0,0,0,0.7)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {label}
      </Typography>
    </Box>
  );
}
