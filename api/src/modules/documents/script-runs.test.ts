import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs';

describe('splitting text into runs by script', () => {
  it('keeps English text in one Latin run', () => {
    expect(scriptRuns('Order WA-7K2M9QXD: LKR 4,950.00')).toEqual([
      { script: 'latin', text: 'Order WA-7K2M9QXD: LKR 4,950.00' },
    ]);
  });

  it('splits Sinhala words from the Latin text and digits around them', () => {
    expect(scriptRuns('ඇණවුම WA-1: 2 මුද්‍රණ')).toEqual([
      { script: 'sinhala', text: 'ඇණවුම' },
      { script: 'latin', text: ' WA-1: 2 ' },
      { script: 'sinhala', text: 'මුද්‍රණ' },
    ]);
  });

  it('keeps a conjunct whole, its virama and zero-width joiner with its letters', () => {
    expect(scriptRuns('ශ්‍රී ලංකා')).toEqual([
      { script: 'sinhala', text: 'ශ්‍රී' },
      { script: 'latin', text: ' ' },
      { script: 'sinhala', text: 'ලංකා' },
    ]);
  });

  it('tells Tamil from Sinhala in the same text', () => {
    expect(scriptRuns('கொழும்பு / කොළඹ (LK)')).toEqual([
      { script: 'tamil', text: 'கொழும்பு' },
      { script: 'latin', text: ' / ' },
      { script: 'sinhala', text: 'කොළඹ' },
      { script: 'latin', text: ' (LK)' },
    ]);
  });

  it('leaves a joiner that follows Latin text in the Latin run, and has no run for no text', () => {
    expect(scriptRuns('a\u200db')).toEqual([{ script: 'latin', text: 'a\u200db' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
