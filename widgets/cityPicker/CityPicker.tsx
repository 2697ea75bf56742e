import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { normalizeLanguage, type LanguageProp } from '../shared/environment';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { consultCopy } from '../consult/copy';
import { pickerPanel } from './pickerPanel';
import { loadRegionTree } from './regionTree';
import type { CityPickerPanelProps } from './CityPickerPanel';
import type { RegionNode } from './regions';

export interface CityPickerProps {
  /**
   * The value, names joined by `/`: province, city and district in Chinese ("广东省/深圳市/南山区");
   * in English a country and a city ("United Kingdom/London") or China, a province and a city
   * ("China/Guangdong/Shenzhen"); '' for none.
   */
  value: string;
  onChange(value: string): void;
  language?: LanguageProp;
  /** Id of the trigger button (the dialog's `<label for>` and its first-error focus point to it). */
  id?: string;
  /** Form field name; the trigger carries it so `form.elements` finds the field. */
  name?: string;
  /** Id of the visible label naming the picker (its accessible name is the label and the value). */
  labelId: string;
  invalid?: boolean;
  /** Id of the error message describing the picker. */
  describedBy?: string;
  /** Where the tree of a language comes from; the lazily imported `@vant/area-data` and English names (./regionTree) by default. */
  loadRegions?: (language: WidgetLanguage) => Promise<RegionNode[]>;
  /** How many full paths the filter shows at most. */
  resultLimit?: number;
}

/**
 * Three-level cascader (province / city / district; in English country / province / city, or a
 * country and a typed city) with type-to-filter.
 *
 * Nothing of the panel or of the region data loads until the picker first opens: then its
 * panel (./pickerPanel) and the region data (./regionTree) are imported together, each a chunk of its own.
 *
 * Keyboard (listbox pattern): the trigger opens the panel (click, Enter, Space, ArrowDown) and
 * focus lands in the filter. ArrowDown in an empty filter goes to the province list; in each list
 * ArrowUp/ArrowDown/Home/End/PageUp/PageDown move, a printable key jumps to the next name
 * starting with it, Enter/Space (or ArrowRight) choose and move to the next level, ArrowLeft goes
 * back one level; choosing a district sets the value and closes. With text in the filter,
 * ArrowUp/ArrowDown walk the matching full paths and Enter chooses one. Escape closes the panel
 * (and only the panel: a dialog around it stays open) and focus returns to the trigger.
 */
export function CityPicker({
  value, onChange, language: languageProp, id, name, labelId, invalid, describedBy, loadRegions = loadRegionTree, resultLimit = 50,
}: CityPickerProps) {
  const language = normalizeLanguage(languageProp);
  const copy = consultCopy(language);
  const base = useId();
  const valueId = `${base}-value`;
  const panelId = `${base}-panel`;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ Panel: ComponentType<CityPickerPanelProps>; tree: RegionNode[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const load = () => {
    setFailed(false);
    // (React 18 and Preact both ignore a state update after unmounting.)
    Promise.all([pickerPanel.load(), loadRegions(language)]).then(
      ([Panel, tree]) => setLoaded({ Panel, tree }),
      () => setFailed(true),
    );
  };

  const openPanel = () => {
    setOpen(true);
    if (!loaded) load();
    else setFailed(false);
  };

  const closePanel = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' && !open && event.currentTarget === triggerRef.current) {
      event.preventDefault();
      openPanel();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      closePanel(true);
    }
  };

  const Panel = loaded?.Panel;
  return (
    <div className="cmsw-picker">
      <button
        ref={triggerRef}
        type="button"
        id={id}
        name={name}
        className={`cmsw-picker-trigger cmsw-focusable${value ? '' : ' cmsw-picker-empty'}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? closePanel(false) : openPanel())}
        onKeyDown={onKeyDown}
      >
        <span id={valueId} className="cmsw-picker-value">{value || copy.cityPlaceholder}</span>
        <svg className="cmsw-picker-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && loaded && Panel ? (
        <Panel
          id={panelId}
          tree={loaded.tree}
          value={value}
          language={language}
          labelId={labelId}
          resultLimit={resultLimit}
          onCommit={(next) => {
            onChange(next);
            closePanel(true);
          }}
          onClose={closePanel}
        />
      ) : open ? (
        // Pressing the trigger again (close, open) tries a failed load again.
        <div id={panelId} className="cmsw-picker-loading" role={failed ? 'alert' : 'status'}>
          {failed ? copy.regionLoadFailed : copy.regionLoading}
        </div>
      ) : null}
    </div>
  );
}
