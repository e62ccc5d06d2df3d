import { describe, expect, it } from 'vitest';
import { cleanTerm, isSearchable, isSearchPath, parseTab, searchPath, stripTerm } from './search-rules';

describe('search rules', () => {
  it('strips % and < as typed', () => {
    expect(stripTerm('50% <b>Chiefs')).toBe('50 b>Chiefs');
    expect(cleanTerm('  kansas   city<% ')).toBe('kansas city');
  });

  it('searches only at or above the minimum length after cleaning', () => {
    expect(isSearchable('ab', 3)).toBe(false);
    expect(isSearchable('a%<b', 3)).toBe(false);
    expect(isSearchable(' ab ', 3)).toBe(false);
    expect(isSearchable('abc', 3)).toBe(true);
    expect(isSearchable('été', 3)).toBe(true);
  });

  it('builds and reads the results paths', () => {
    expect(searchPath('kansas city')).toBe('/search/kansas%20city/all');
    expect(searchPath('keno', 'casino')).toBe('/search/keno/all?tab=casino');
    expect(searchPath('a/b?c')).toBe('/search/a%2Fb%3Fc/all');
    expect(isSearchPath('/search')).toBe(true);
    expect(isSearchPath('/search/keno/all')).toBe(true);
    expect(isSearchPath('/searching')).toBe(false);
    expect(parseTab('casino')).toBe('casino');
    expect(parseTab('nope')).toBe('all');
    expect(parseTab(null)).toBe('all');
  });
});
