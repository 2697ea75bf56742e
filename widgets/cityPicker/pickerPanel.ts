import type { ComponentType } from 'react';
import { lazyPart } from '../shared/lazyPart';
import type { CityPickerPanelProps } from './CityPickerPanel';

/** The picker's panel (lists, filter, keyboard), a chunk of its own loaded when the picker first opens. */
export const pickerPanel = lazyPart<ComponentType<CityPickerPanelProps>>(() => import('./CityPickerPanel').then((chunk) => chunk.CityPickerPanel));
