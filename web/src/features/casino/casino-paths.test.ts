import { describe, expect, it } from 'vitest';
import { casinoBaseOf, casinoPaths, casinoRegionalRedirect, isCasinoPath } from './casino-paths';

describe('casinoRegionalRedirect', () => {
  const pa = { regionCode: 'US-PA', standaloneCasino: false };

  it('sends a US-PA visitor from /casino... to /pa/casino... with the same rest of the path', () => {
    expect(casinoRegionalRedirect({ ...pa, pathname: '/casino' })).toBe('/pa/casino');
    expect(casinoRegionalRedirect({ ...pa, pathname: '/casino/lobby' })).toBe('/pa/casino/lobby');
    expect(casinoRegionalRedirect({ ...pa, pathname: '/casino/category/slots/slot', search: '?x=1', hash: '#h' })).toBe(
      '/pa/casino/category/slots/slot?x=1#h',
    );
  });

  it('keeps every other region, unknown regions and the standalone casinos where they are', () => {
    expect(casinoRegionalRedirect({ pathname: '/casino/lobby', regionCode: 'US-NJ', standaloneCasino: false })).toBeNull();
    expect(casinoRegionalRedirect({ pathname: '/casino/lobby', regionCode: null, standaloneCasino: false })).toBeNull();
    expect(casinoRegionalRedirect({ pathname: '/casino/lobby', regionCode: 'US-PA', standaloneCasino: true })).toBeNull();
  });

  it('never touches paths outside the casino, nor the PA paths themselves', () => {
    expect(casinoRegionalRedirect({ ...pa, pathname: '/' })).toBeNull();
    expect(casinoRegionalRedirect({ ...pa, pathname: '/casinos' })).toBeNull();
    expect(casinoRegionalRedirect({ ...pa, pathname: '/sport/football' })).toBeNull();
    expect(casinoRegionalRedirect({ ...pa, pathname: '/pa/casino/lobby' })).toBeNull();
  });

  it('accepts the region code in any case', () => {
    expect(casinoRegionalRedirect({ pathname: '/casino', regionCode: 'us-pa', standaloneCasino: false })).toBe('/pa/casino');
  });
});

describe('casino paths', () => {
  it('recognises both path sets', () => {
    expect(isCasinoPath('/casino')).toBe(true);
    expect(isCasinoPath('/pa/casino/category/slots')).toBe(true);
    expect(isCasinoPath('/casinoX')).toBe(false);
    expect(isCasinoPath('/')).toBe(false);
    expect(casinoBaseOf('/pa/casino/lobby')).toBe('/pa/casino');
    expect(casinoBaseOf('/casino/lobby')).toBe('/casino');
    expect(casinoBaseOf('/')).toBe('/casino');
  });

  it('builds the game, session and round paths', () => {
    expect(casinoPaths.game('table-games', 'roulette', '/pa/casino')).toBe('/pa/casino/category/table-games/roulette');
    expect(casinoPaths.round('s 1', 'r1')).toBe('/account/history/casino/r1/round?session=s+1');
  });
});
