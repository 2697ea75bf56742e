import { describe, expect, it } from 'vitest';
import { readSecondFactorSettings, secondFactorRequired } from '../../../../cms/staff/secondFactor/secondFactorSettings';

describe('the second factor settings', () => {
  it('require one of admins and HR by default, bound to the CMS on localhost:8000', () => {
    const settings = readSecondFactorSettings({}, 'http://localhost:8000');
    expect(settings.roles).toEqual(['admin', 'hr']);
    expect(settings.relyingParty).toEqual({ id: 'localhost', origin: 'http://localhost:8000', name: 'localhost:8000' });
    expect(secondFactorRequired(settings, ['editor', 'hr'])).toBe(true);
    expect(secondFactorRequired(settings, ['editor', 'sales'])).toBe(false);
  });

  it('read SECOND_FACTOR_ROLES as a list of roles, or none', () => {
    const url = 'http://localhost:8000';
    expect(readSecondFactorSettings({ SECOND_FACTOR_ROLES: ' admin, hr ,sales,admin' }, url).roles).toEqual(['admin', 'hr', 'sales']);
    expect(readSecondFactorSettings({ SECOND_FACTOR_ROLES: 'none' }, url).roles).toEqual([]);
    expect(() => readSecondFactorSettings({ SECOND_FACTOR_ROLES: 'admin,hrr' }, url)).toThrow('SECOND_FACTOR_ROLES must be roles among admin, editor, sales, hr');
  });

  it('bind passkeys to the public address: its host is the relying party, its origin the one accepted', () => {
    expect(readSecondFactorSettings({}, 'https://www.example.com/').relyingParty).toEqual({
      id: 'www.example.com', origin: 'https://www.example.com', name: 'www.example.com',
    });
    expect(() => readSecondFactorSettings({}, 'ftp://example.com')).toThrow('PUBLIC_URL must be an http(s) address');
  });
});
