import { describe, expect, it } from 'vitest';
import { readSpamChallengeSettings } from '../../../cms/spamChallenge/spamChallengeSettings';

describe('SPAM_CHALLENGE and its variables', () => {
  it('asks for the challenge by default, at the documented difficulty and lifetime', () => {
    expect(readSpamChallengeSettings({})).toEqual({ mode: 'on', maxNumber: 50_000, minutes: 30 });
  });

  it('turns it off only when told, and reads the difficulty and lifetime', () => {
    expect(readSpamChallengeSettings({ SPAM_CHALLENGE: ' OFF ', SPAM_CHALLENGE_MAX_NUMBER: '200000', SPAM_CHALLENGE_MINUTES: '10' })).toEqual({
      mode: 'off',
      maxNumber: 200_000,
      minutes: 10,
    });
  });

  it('refuses to start on a value it does not know rather than guessing', () => {
    expect(() => readSpamChallengeSettings({ SPAM_CHALLENGE: 'false' })).toThrow('SPAM_CHALLENGE must be on or off, got "false"');
    expect(() => readSpamChallengeSettings({ SPAM_CHALLENGE_MAX_NUMBER: '10' })).toThrow('SPAM_CHALLENGE_MAX_NUMBER must be a whole number from 1000 to 10000000, got "10"');
    expect(() => readSpamChallengeSettings({ SPAM_CHALLENGE_MINUTES: '0' })).toThrow('SPAM_CHALLENGE_MINUTES');
  });
});
