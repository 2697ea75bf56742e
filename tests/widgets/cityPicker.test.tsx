import { areaList } from '@vant/area-data';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CityPicker } from '../../widgets/cityPicker/CityPicker';
import * as englishNames from '../../contract/regions/englishNames';
import { buildEnglishTree, buildRegionTree, nodesOf, regionPaths, searchRegions } from '../../widgets/cityPicker/regions';
import { setupUser } from './support/consult';

function PickerHarness({ initial = '', language = 'zh' }: { initial?: string; language?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label id="city-label" htmlFor="city">所在城市</label>
      <CityPicker id="city" name="city" labelId="city-label" value={value} onChange={setValue} language={language} />
      <output data-testid="value">{value}</output>
    </>
  );
}

// The open panel is a group labelled by the same label, so the trigger is found as the button.
const trigger = () => screen.getByRole('button', { name: /^所在城市/ });
const list = (name: '省份' | '城市' | '区县') => screen.findByLabelText(name);
/**
 * Opens the panel and waits until its effects ran (focus is in the filter). Preact runs effects
 * after the next frame, and the panel renders after its chunk and the region data arrive.
 */
async function openPanel(user: ReturnType<typeof setupUser>) {
  await user.click(trigger());
  const search = await screen.findByLabelText('搜索地区');
  await waitFor(() => expect(document.activeElement).toBe(search));
  return search;
}

const activeOption = (listbox: HTMLElement) => {
  const id = listbox.getAttribute('aria-activedescendant');
  return id ? listbox.ownerDocument.getElementById(id) : null;
};

describe('the region tree', () => {
  const tree = buildRegionTree(areaList);

  it('has three levels of numeric ids and Chinese names, for every province, Hong Kong, Macao and Taiwan', () => {
    expect(tree).toHaveLength(34);
    expect(tree.map((province) => province.name)).toEqual(expect.arrayContaining(['北京市', '广东省', '台湾省', '香港特别行政区', '澳门特别行政区']));
    for (const province of tree) {
      expect(typeof province.id).toBe('number');
      expect(province.children?.length).toBeGreaterThan(0);
      for (const city of province.children ?? []) {
        expect(typeof city.id).toBe('number');
        expect(city.children?.length).toBeGreaterThan(0);
        for (const district of city.children ?? []) expect(district).toEqual({ id: expect.any(Number), name: expect.any(String) });
      }
    }
    expect(nodesOf(tree, '广东省/深圳市/南山区').map((node) => node.id)).toEqual([440000, 440300, 440305]);
  });

  it('has an English tree: China over its provinces and cities, then the countries abroad, whose city is typed', () => {
    const english = buildEnglishTree(areaList, englishNames);
    const [china, ...abroad] = english;
    expect(china?.name).toBe('China');
    expect(china?.children?.map((province) => province.name)).toEqual(expect.arrayContaining(['Beijing', 'Guangdong', 'Shaanxi', 'Shanxi', 'Hong Kong', 'Macao', 'Taiwan']));
    expect(china?.children).toHaveLength(tree.length);
    // Provinces and cities keep their codes; the districts have no English names and are left out.
    expect(nodesOf(english, 'China/Guangdong/Shenzhen').map((node) => node.id)).toEqual([0, 440000, 440300]);
    expect(nodesOf(english, 'China/Shaanxi/Xi\'an').map((node) => node.id)).toEqual([0, 610000, 610100]);
    for (const city of china?.children?.flatMap((province) => province.children ?? []) ?? []) {
      expect(city.children).toBeUndefined();
      expect(city.name).toMatch(/^[A-Z][\p{L}' -]+$/u);
    }
    expect(abroad.map((country) => country.name)).toEqual(expect.arrayContaining(['United Kingdom', 'Germany', 'United States of America', 'Japan']));
    expect(abroad.map((country) => country.name)).not.toEqual(expect.arrayContaining(['China']));
    expect(abroad.every((country) => country.typedCity && !country.children)).toBe(true);
    expect(new Set(english.map((node) => node.id)).size).toBe(english.length);
    const paths = regionPaths(english);
    expect(searchRegions(paths, 'shenzhen', 50).matches.map((path) => path.value)).toEqual(['China/Guangdong/Shenzhen']);
    expect(searchRegions(paths, 'kingdom', 50).matches.map((path) => path.value)).toEqual(['United Kingdom']);
  });

  it('filters whole paths by every word typed', () => {
    const paths = regionPaths(tree);
    expect(paths).toHaveLength(Object.keys(areaList.county_list).length);
    expect(searchRegions(paths, '南山', 50).matches.map((path) => path.value)).toEqual(['黑龙江省/鹤岗市/南山区', '广东省/深圳市/南山区']);
    expect(searchRegions(paths, '深圳 南山', 50).matches.map((path) => path.value)).toEqual(['广东省/深圳市/南山区']);
    expect(searchRegions(paths, '广东/南山区', 50).matches.map((path) => path.value)).toEqual(['广东省/深圳市/南山区']);
    expect(searchRegions(paths, '区', 50)).toMatchObject({ more: true });
    expect(searchRegions(paths, '  ', 50)).toEqual({ matches: [], more: false });
  });
});

describe('the city picker', () => {
  it('joins the three levels picked with the mouse with slashes', async () => {
    const user = setupUser();
    render(<PickerHarness />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await user.click(within(await list('省份')).getByText('广东省'));
    await user.click(within(await list('城市')).getByText('深圳市'));
    await user.click(within(await list('区县')).getByText('南山区'));

    expect(screen.getByTestId('value').textContent).toBe('广东省/深圳市/南山区');
    expect(trigger().textContent).toContain('广东省/深圳市/南山区');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('省份')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('is named by its label and its value', async () => {
    render(<PickerHarness initial="北京市/北京市/东城区" />);
    expect(screen.getByRole('button', { name: '所在城市 北京市/北京市/东城区' })).toBe(trigger());
  });

  it('works by keyboard: arrows to move, Enter to choose and go down a level, ArrowLeft back, Escape to close', async () => {
    const user = setupUser();
    render(<PickerHarness />);
    trigger().focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByLabelText('搜索地区');
    await waitFor(() => expect(document.activeElement).toBe(search));

    // ArrowDown from the empty filter enters the province list, on its first option.
    await user.keyboard('{ArrowDown}');
    const provinces = await list('省份');
    expect(document.activeElement).toBe(provinces);
    expect(provinces.getAttribute('role')).toBe('listbox');
    expect(activeOption(provinces)?.textContent).toBe('北京市');
    await user.keyboard('{End}');
    expect(activeOption(provinces)?.textContent).toBe('澳门特别行政区');
    await user.keyboard('{Home}{ArrowDown}');
    expect(activeOption(provinces)?.textContent).toBe('天津市');
    expect(activeOption(provinces)?.getAttribute('role')).toBe('option');

    await user.keyboard('{Enter}');
    const cities = await list('城市');
    await waitFor(() => expect(document.activeElement).toBe(cities));
    expect(within(provinces).getByText('天津市').getAttribute('aria-selected')).toBe('true');

    // Back up a level and down again.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement).toBe(provinces));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(cities));
    await user.keyboard('{Enter}');
    const districts = await list('区县');
    await waitFor(() => expect(document.activeElement).toBe(districts));
    expect(activeOption(districts)?.textContent).toBe('和平区');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption(districts)?.textContent).toBe('河东区');
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('value').textContent).toBe('天津市/天津市/河东区');
    expect(document.activeElement).toBe(trigger());

    // Reopened, the lists start on the value; Escape closes without changing it.
    await user.keyboard('{ArrowDown}');
    const again = await screen.findByLabelText('搜索地区');
    await waitFor(() => expect(document.activeElement).toBe(again));
    await user.keyboard('{ArrowDown}');
    expect(activeOption(await list('省份'))?.textContent).toBe('天津市');
    expect(activeOption(await list('区县'))?.textContent).toBe('河东区');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('搜索地区')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(screen.getByTestId('value').textContent).toBe('天津市/天津市/河东区');
  });

  it('jumps to the next name starting with a typed character', async () => {
    const user = setupUser();
    render(<PickerHarness />);
    await openPanel(user);
    await user.keyboard('{ArrowDown}');
    const provinces = await list('省份');
    await waitFor(() => expect(document.activeElement).toBe(provinces));
    await user.keyboard('广');
    expect(activeOption(provinces)?.textContent).toBe('广东省');
    await user.keyboard('广');
    expect(activeOption(provinces)?.textContent).toBe('广西壮族自治区');
  });

  it('filters the whole tree by name and offers full paths, by keyboard and by mouse', async () => {
    const user = setupUser();
    render(<PickerHarness />);
    const search = await openPanel(user);
    expect(search.getAttribute('role')).toBe('combobox');
    await user.type(search, '南山');
    const results = await screen.findByLabelText('匹配的地区');
    expect(within(results).getAllByRole('option').map((option) => option.textContent)).toEqual(['黑龙江省/鹤岗市/南山区', '广东省/深圳市/南山区']);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(within(results).getByText('广东省/深圳市/南山区').id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('广东省/深圳市/南山区');

    await user.click(trigger());
    await user.type(await screen.findByLabelText('搜索地区'), '香港 湾仔');
    await user.click(within(await screen.findByLabelText('匹配的地区')).getByText('香港特别行政区/香港岛/湾仔区'));
    expect(screen.getByTestId('value').textContent).toBe('香港特别行政区/香港岛/湾仔区');

    await user.click(trigger());
    await user.type(await screen.findByLabelText('搜索地区'), '不存在的地方');
    expect(await screen.findByText('没有匹配的地区')).toBeTruthy();
  });

  it('closes on a press outside, keeping the value', async () => {
    const user = setupUser();
    render(<PickerHarness initial="北京市/北京市/东城区" />);
    await openPanel(user);
    await user.click(screen.getByTestId('value'));
    expect(screen.queryByLabelText('搜索地区')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('北京市/北京市/东城区');
  });

  it('speaks English: China’s provinces and cities in English, then the countries abroad, whose city is typed', async () => {
    const user = setupUser();
    render(<PickerHarness language="en-US" />);
    expect(trigger().textContent).toContain('Select country / city');
    await user.click(trigger());
    const search = await screen.findByLabelText('Search regions');
    await waitFor(() => expect(document.activeElement).toBe(search));
    const countries = await screen.findByLabelText('Country or region');
    expect(within(countries).getAllByRole('option')[0]?.textContent).toBe('China');
    await user.click(within(countries).getByText('China'));
    await user.click(within(await screen.findByLabelText('Province')).getByText('Guangdong'));
    await user.click(within(await screen.findByLabelText('City')).getByText('Shenzhen'));
    expect(screen.getByTestId('value').textContent).toBe('China/Guangdong/Shenzhen');

    // A country abroad, found by typing part of its name in any case: the city is typed, Enter sets it.
    await user.click(trigger());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search regions')));
    await user.paste('united king');
    await user.click(within(await screen.findByLabelText('Matching regions')).getByText('United Kingdom'));
    const city = await screen.findByLabelText('Town or city');
    await waitFor(() => expect(document.activeElement).toBe(city));
    await user.paste('London');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('United Kingdom/London');
    expect(screen.queryByLabelText('Search regions')).toBeNull();

    // Opened again, the panel starts on the country and the city typed.
    await user.click(trigger());
    expect(((await screen.findByLabelText('Town or city')) as HTMLInputElement).value).toBe('London');
  });
});
