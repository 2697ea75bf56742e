import { describe, expect, it } from 'vitest';
import { readSecondFactorSettings, secondFactorRequired } from '../../../../cms/staff/secondFactor/secondFactorSettings';

describe('the second factor settings', () => {
  it('require one of admins and HR by default, bound to the CMS on localhost:8000', () => {
    const settings = readSecondFactorSettings({});
    expect(settings.roles).toEqual(['admin', 'hr']);
    expect(settings.relyingParty).toEqual({ id: 'localhost', origin: 'http://localhost:8000', name: 'localhost:8000' });
    expect(secondFactorRequired(settings, ['editor', 'hr'])).toBe(true);
    expect(secondFactorRequired(settings, ['editor', 'sales'])).toBe(false);
  });

  it('read SECOND_FACTOR_ROLES as a list of roles, or none', () => {
    expect(readSecondFactorSettings({ SECOND_FACTOR_ROLES: ' admin, hr ,sales,admin' }).roles).toEqual(['admin', 'hr', 'sales']);
    expect(readSecondFactorSettings({ SECOND_FACTOR_ROLES: 'none' }).roles).toEqual([]);
    expect(() => readSecondFactorSettings({ SECOND_FACTOR_ROLES: 'admin,hrr' })).toThrow('SECOND_FACTOR_ROLES must be roles among admin, editor, sales, hr');
  });

  it('bind passkeys to the public address: its host is the relying party, its origin the one accepted', () => {
    expect(readSecondFactorSettings({ PUBLIC_URL: 'https://www.example.com/' }).relyingParty).toEqual({
      id: 'www.example.com', origin: 'https://www.example.com', name: 'www.example.com',
    });
    expect(() => readSecondFactorSettings({ PUBLIC_URL: 'ftp://example.com' })).toThrow('PUBLIC_URL must be an http(s) address');
  });
});
