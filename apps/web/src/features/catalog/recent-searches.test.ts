import { afterEach, describe, expect, it } from 'vitest';
import { addRecent, clearRecent, RECENT_KEY, readRecent, removeRecent } from './recent-searches';

afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the newest first, once each, at most ten', () => {
    for (let i = 1; i <= 12; i += 1) addRecent(`검색 ${i}`);
    addRecent('  검색   5 ');
    const list = readRecent();
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('검색 5');
    expect(list[1]).toBe('검색 12');
    expect(list.filter((q) => q === '검색 5')).toHaveLength(1);
    expect(list).not.toContain('검색 1');
    addRecent('   ');
    expect(readRecent()[0]).toBe('검색 5');
  });

  it('removes one, or all', () => {
    addRecent('코트');
    addRecent('니트');
    removeRecent('코트');
    expect(readRecent()).toEqual(['니트']);
    clearRecent();
    expect(readRecent()).toEqual([]);
  });

  it('reads a damaged entry as none', () => {
    localStorage.setItem(RECENT_KEY, '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_KEY, JSON.stringify(['코트', 3, '', null]));
    expect(readRecent()).toEqual(['코트']);
  });
});
