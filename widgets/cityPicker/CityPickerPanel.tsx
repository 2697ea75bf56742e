import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fill } from '../shared/copy';
import { eventWentThrough } from '../shared/dom';
import { WidgetStyle } from '../shared/environment';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { CITY_PICKER_PANEL_CSS } from './cityPickerPanel.css';
import { panelCopy } from './panelCopy';
import { REGION_SEPARATOR, nodesOf, regionPaths, searchRegions, type RegionNode, type RegionPath } from './regions';

export interface CityPickerPanelProps {
  id: string;
  tree: RegionNode[];
  /** The picker's value when the panel opened: the lists start on it. */
  value: string;
  language: WidgetLanguage;
  labelId: string;
  resultLimit: number;
  /** A district was chosen: the joined path. */
  onCommit(value: string): void;
  /** Escape: close, focus back on the trigger. */
  onClose(returnFocus: boolean): void;
}

type FocusTarget = 'search' | 'city' | 0 | 1 | 2;
const LEVELS = 3;
const PAGE_STEP = 10;

/** Where each list starts: on the nodes of the current value, else on the first; a typed city as it was typed. */
function initialState(tree: RegionNode[], value: string) {
  const trail = nodesOf(tree, value);
  const active = [0, 0, 0];
  let level: RegionNode[] | undefined = tree;
  trail.forEach((node, depth) => {
    active[depth] = Math.max(0, level?.indexOf(node) ?? 0);
    level = node.children;
  });
  const city = trail[0]?.typedCity ? value.split(REGION_SEPARATOR).slice(1).join(' ') : '';
  return { trail, active, city };
}

/**
 * The cascader's panel: a filter input above three listboxes (province, city, district; in
 * English country, province, city), and for a country abroad a text field for the city. It is
 * a chunk of its own that loads with the region data when the picker first opens; the keyboard
 * model is described on CityPicker.
 */
export function CityPickerPanel({ id, tree, value, language, labelId, resultLimit, onCommit, onClose }: CityPickerPanelProps) {
  const copy = panelCopy(language);
  const base = useId();
  const searchId = `${base}-search`;
  const resultsId = `${base}-results`;
  const [start] = useState(() => initialState(tree, value));
  const [trail, setTrail] = useState<RegionNode[]>(start.trail);
  const [active, setActive] = useState<number[]>(start.active);
  const [query, setQuery] = useState('');
  const [city, setCity] = useState(start.city);
  const [activeResult, setActiveResult] = useState(-1);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; serial: number }>({ target: 'search', serial: 0 });

  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const cityRef = useRef<HTMLInputElement>(null);
  const columnRefs = useRef<Array<HTMLUListElement | null>>([]);

  const requestFocus = (target: FocusTarget) => setFocusRequest((previous) => ({ target, serial: previous.serial + 1 }));

  // Focus lands in the filter on opening, then wherever the keyboard asks.
  useEffect(() => {
    const { target } = focusRequest;
    (target === 'search' ? searchRef.current : target === 'city' ? cityRef.current : columnRefs.current[target])?.focus();
  }, [focusRequest]);

  // A press anywhere outside the picker (trigger and panel) closes the panel without moving focus.
  useEffect(() => {
    const picker = panelRef.current?.parentElement;
    if (!picker) return undefined;
    const root = picker.getRootNode() as Document | ShadowRoot;
    const onPointerDown = (event: Event) => {
      if (!eventWentThrough(event, picker)) onClose(false);
    };
    root.addEventListener('pointerdown', onPointerDown);
    return () => root.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  const columns = useMemo(() => {
    const lists: RegionNode[][] = [tree];
    for (let depth = 0; depth < LEVELS - 1; depth += 1) {
      const children = trail[depth]?.children;
      if (!children?.length) break;
      lists.push(children);
    }
    return lists;
  }, [tree, trail]);

  const paths = useMemo(() => regionPaths(tree), [tree]);
  const search = useMemo(() => searchRegions(paths, query, resultLimit), [paths, query, resultLimit]);
  const searching = query.trim() !== '';

  // Keep the active option of each list in view.
  useEffect(() => {
    for (const option of panelRef.current?.querySelectorAll<HTMLElement>('[data-active="true"]') ?? []) {
      option.scrollIntoView?.({ block: 'nearest' });
    }
  }, [active, activeResult, columns, searching]);

  const commit = (nodes: RegionNode[]) => onCommit(nodes.map((node) => node.name).join(REGION_SEPARATOR));
  // A country abroad: the visitor types the city, which cannot add a level of its own.
  const abroad = trail[0]?.typedCity ? trail[0] : undefined;
  const commitCity = () => {
    const typed = city.trim().replaceAll(REGION_SEPARATOR, ' ');
    if (abroad && typed) onCommit(`${abroad.name}${REGION_SEPARATOR}${typed}`);
  };
  const chooseCountry = (country: RegionNode) => {
    setTrail([country]);
    setQuery('');
    requestFocus('city');
  };

  const choose = (depth: number, index: number) => {
    const node = columns[depth]?.[index];
    if (!node) return;
    const next = [...trail.slice(0, depth), node];
    setTrail(next);
    setActive((previous) => previous.map((at, level) => (level === depth ? index : level > depth ? 0 : at)));
    if (node.typedCity) requestFocus('city');
    else if (node.children?.length && depth < LEVELS - 1) requestFocus((depth + 1) as FocusTarget);
    else commit(next);
  };

  const chooseResult = (result: RegionPath | undefined) => {
    const [first] = result?.nodes ?? [];
    if (first?.typedCity) chooseCountry(first);
    else if (result) commit(result.nodes);
  };

  const moveActive = (depth: number, index: number) => {
    const size = columns[depth]?.length ?? 0;
    if (size === 0) return;
    const clamped = Math.min(size - 1, Math.max(0, index));
    setActive((previous) => previous.map((at, level) => (level === depth ? clamped : at)));
  };

  const onColumnKeyDown = (depth: number) => (event: KeyboardEvent<HTMLUListElement>) => {
    const nodes = columns[depth] ?? [];
    const at = active[depth] ?? 0;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown': moveActive(depth, at + 1); break;
      case 'ArrowUp': moveActive(depth, at - 1); break;
      case 'Home': moveActive(depth, 0); break;
      case 'End': moveActive(depth, nodes.length - 1); break;
      case 'PageDown': moveActive(depth, at + PAGE_STEP); break;
      case 'PageUp': moveActive(depth, at - PAGE_STEP); break;
      case 'Enter':
      case ' ':
        choose(depth, at);
        break;
      case 'ArrowRight':
        if (nodes[at]?.children?.length && depth < LEVELS - 1) choose(depth, at);
        break;
      case 'ArrowLeft':
        if (depth > 0) requestFocus((depth - 1) as FocusTarget);
        break;
      default: {
        // Type-ahead: the next name (after the active one) starting with the key.
        const typed = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        const order = [...nodes.slice(at + 1), ...nodes.slice(0, at + 1)];
        const found = typed ? order.find((node) => node.name.toLowerCase().startsWith(event.key.toLowerCase())) : undefined;
        if (found) moveActive(depth, nodes.indexOf(found));
        handled = Boolean(found);
      }
    }
    if (handled) event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const results = search.matches;
    if (event.key === 'Enter') {
      // Never let Enter in the filter submit the form around the picker.
      event.preventDefault();
      chooseResult(results[activeResult >= 0 ? activeResult : 0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!searching) requestFocus(0);
      else if (results.length) setActiveResult((at) => Math.min(results.length - 1, at + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length) setActiveResult((at) => Math.max(0, at - 1));
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Closes the panel only: the dialog around the picker stays open. (React stops its
      // synthetic propagation here; Preact, listening on the elements themselves, the native one.)
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };

  const optionId = (depth: number, node: RegionNode) => `${base}-c${depth}-${node.id}`;
  const resultId = (index: number) => `${base}-r${index}`;
  const levelNames = [copy.firstLevel, copy.secondLevel, copy.thirdLevel];
  const cityId = `${base}-city`;

  return (
    <div
      ref={panelRef}
      id={id}
      className="cmsw-picker-panel"
      role="group"
      aria-labelledby={labelId}
      onKeyDown={onPanelKeyDown}
    >
      <WidgetStyle css={CITY_PICKER_PANEL_CSS} />
      <label className="cmsw-visually-hidden" htmlFor={searchId}>{copy.regionSearch}</label>
      <input
        ref={searchRef}
        id={searchId}
        className="cmsw-picker-search"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={copy.regionSearchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={searching}
        aria-controls={resultsId}
        aria-activedescendant={searching && activeResult >= 0 ? resultId(activeResult) : undefined}
        value={query}
        // React fires onChange on every keystroke; preact/compat imitates that by listening to
        // `input`, and imitates React's controlled inputs by resetting the value after each event.
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActiveResult(-1);
        }}
        onKeyDown={onSearchKeyDown}
      />
      {searching ? (
        <>
          <ul id={resultsId} className="cmsw-picker-results" role="listbox" aria-label={copy.regionResults}>
            {search.matches.map((result, index) => (
              <li
                key={result.value}
                id={resultId(index)}
                role="option"
                aria-selected={index === activeResult}
                data-active={index === activeResult ? 'true' : undefined}
                className={`cmsw-option${index === activeResult ? ' cmsw-option-active' : ''}`}
                onClick={() => chooseResult(result)}
              >
                {result.value}
              </li>
            ))}
          </ul>
          {search.matches.length === 0 && <p className="cmsw-picker-note" role="status">{copy.regionNoMatch}</p>}
          {search.more && <p className="cmsw-picker-note">{fill(copy.regionMore, { count: resultLimit })}</p>}
        </>
      ) : (
        <div className="cmsw-picker-columns">
          {columns.map((nodes, depth) => {
            const activeNode = nodes[active[depth] ?? 0];
            return (
              <div className="cmsw-picker-column" key={depth}>
                <div className="cmsw-picker-heading" aria-hidden="true">{levelNames[depth]}</div>
                <ul
                  ref={(element) => {
                    columnRefs.current[depth] = element;
                  }}
                  className="cmsw-picker-list cmsw-focusable"
                  role="listbox"
                  tabIndex={0}
                  aria-label={levelNames[depth]}
                  aria-activedescendant={activeNode ? optionId(depth, activeNode) : undefined}
                  onKeyDown={onColumnKeyDown(depth)}
                >
                  {nodes.map((node, index) => {
                    const isActive = index === (active[depth] ?? 0);
                    const chosen = trail[depth]?.id === node.id;
                    return (
                      <li
                        key={node.id}
                        id={optionId(depth, node)}
                        role="option"
                        aria-selected={chosen}
                        data-active={isActive ? 'true' : undefined}
                        className={`cmsw-option${isActive ? ' cmsw-option-active' : ''}${chosen ? ' cmsw-option-chosen' : ''}`}
                        onClick={() => choose(depth, index)}
                      >
                        {node.name}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
          {abroad && (
            <div className="cmsw-picker-column">
              <label className="cmsw-picker-heading" htmlFor={cityId}>{copy.typedCity}</label>
              <input
                ref={cityRef}
                id={cityId}
                className="cmsw-picker-search"
                type="text"
                autoComplete="address-level2"
                value={city}
                onChange={(event) => setCity(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Enter commits the city; it never submits the form around the picker.
                  event.preventDefault();
                  commitCity();
                }}
              />
              <button type="button" className="cmsw-link-button" disabled={!city.trim()} onClick={commitCity}>{copy.typedCityDone}</button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
