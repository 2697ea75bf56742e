import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_REGION_NAMES_FILE, englishCityName, englishRegionNamesModule } from '../../devtools/englishRegionNames';

describe('the English region names', () => {
  it('are what `npm run regions:english` writes from the packages installed', () => {
    expect(fs.readFileSync(ENGLISH_REGION_NAMES_FILE, 'utf8')).toBe(englishRegionNamesModule());
  });

  it.each([
    ['440300', '深圳市', 'Shenzhen'],
    ['610100', '西安市', "Xi'an"],
    ['422800', '恩施土家族苗族自治州', 'Enshi Autonomous Prefecture'],
    ['532800', '西双版纳傣族自治州', 'Xishuangbanna Autonomous Prefecture'],
    ['232700', '大兴安岭地区', "Daxing'anling Prefecture"],
    ['711500', '苗栗县', 'Miaoli County'],
    ['710100', '台北市', 'Taipei'],
    ['810200', '九龙', 'Kowloon'],
  ])('names city %s (%s) %s', (code, chinese, english) => {
    expect(englishCityName(code, chinese)).toBe(english);
  });
});
