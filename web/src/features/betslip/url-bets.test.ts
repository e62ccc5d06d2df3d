import { describe, expect, it } from 'vitest';
import { parseUrlBets, withoutUrlBets } from './url-bets';

describe('URL bet parameters', () => {
  it('reads indexed bets in index order with the channel', () => {
    const search = '?marketSelectionId[1]=b&oddsNumerator[1]=10&oddsDenominator[1]=11&marketSelectionId[0]=a&oddsNumerator[0]=3&oddsDenominator[0]=2&utm_source=twitter';
    expect(parseUrlBets(search)).toEqual({
      bets: [
        { selectionId: 'a', numerator: '3', denominator: '2' },
        { selectionId: 'b', numerator: '10', denominator: '11' },
      ],
      channel: 'twitter',
    });
  });

  it('reads encoded brackets too', () => {
    expect(parseUrlBets('?marketSelectionId%5B0%5D=a&oddsNumerator%5B0%5D=1&oddsDenominator%5B0%5D=1').bets).toHaveLength(1);
  });

  it('parses odds as integers and skips incomplete or malformed bets', () => {
    const search = '?marketSelectionId[0]=a&oddsNumerator[0]=1.5&oddsDenominator[0]=2&marketSelectionId[1]=b&oddsNumerator[1]=3&marketSelectionId[2]=c&oddsNumerator[2]=0&oddsDenominator[2]=1&marketSelectionId[3]=d&oddsNumerator[3]=007&oddsDenominator[3]=5';
    expect(parseUrlBets(search).bets).toEqual([{ selectionId: 'd', numerator: '7', denominator: '5' }]);
  });

  it('drops duplicate selections', () => {
    expect(parseUrlBets('?marketSelectionId[0]=a&oddsNumerator[0]=1&oddsDenominator[0]=1&marketSelectionId[1]=a&oddsNumerator[1]=2&oddsDenominator[1]=1').bets).toHaveLength(1);
  });

  it('keeps no channel the server would refuse: blank, or over 128 bytes (the bets stay)', () => {
    const bet = 'marketSelectionId[0]=a&oddsNumerator[0]=1&oddsDenominator[0]=1';
    expect(parseUrlBets(`?${bet}`).channel).toBeNull();
    expect(parseUrlBets(`?${bet}&utm_source=%20%20`).channel).toBeNull();
    expect(parseUrlBets(`?${bet}&utm_source=%20sms%20`).channel).toBe('sms');
    expect(parseUrlBets(`?${bet}&utm_source=${'x'.repeat(128)}`).channel).toBe('x'.repeat(128));
    const tooLong = parseUrlBets(`?${bet}&utm_source=${'x'.repeat(129)}`);
    expect(tooLong).toEqual({ bets: [{ selectionId: 'a', numerator: '1', denominator: '1' }], channel: null });
  });

  it('removes the bet parameters and keeps the rest', () => {
    expect(withoutUrlBets('?marketSelectionId[0]=a&oddsNumerator[0]=1&oddsDenominator[0]=1&utm_source=x&tab=live')).toBe('?tab=live');
    expect(withoutUrlBets('?marketSelectionId[0]=a')).toBe('');
  });
});
