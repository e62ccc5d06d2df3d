import { describe, expect, it } from 'vitest';
import { ibanValid, isCardNumber, luhnValid, maskText, maskValue, sensitiveKey } from './masking';

describe('masking (same rules as domain::masking)', () => {
  it('masks emails, also URL-encoded', () => {
    expect(maskText('user alex.morgan+bets@example.co.uk failed')).toBe('user [email] failed');
    expect(maskText('/login?email=alex%40example.com')).toBe('/login?email=[email]');
  });

  it('masks names under name-like keys only', () => {
    expect(maskValue({ firstName: 'Alex', last_name: 'Morgan', 'Full-Name': 'Alex Morgan', name: 'A', cardholderName: 'Alex', eventName: 'bet_placed' })).toEqual({
      firstName: '[name]',
      last_name: '[name]',
      'Full-Name': '[name]',
      name: '[name]',
      cardholderName: '[name]',
      eventName: 'bet_placed',
    });
  });

  it('masks North American phone numbers in text and under phone keys', () => {
    for (const phone of ['+1 555 123 4567', '1-555-123-4567', '(555) 123-4567', '555.123.4567', '2125551234']) {
      expect(maskText(`call ${phone} now`)).toBe('call [phone] now');
    }
    // Bare ten digits off the numbering plan (timestamps, ids) survive.
    expect(maskText('id 1712345678')).toBe('id 1712345678');
    expect(maskValue({ phoneNumber: '555' })).toEqual({ phoneNumber: '[phone]' });
    expect(maskValue({ mobile: 2125551234 })).toEqual({ mobile: '[phone]' });
  });

  it('masks street addresses and address-like keys', () => {
    expect(maskText('ship to 123 Main St. Springfield')).toBe('ship to [address] Springfield');
    expect(maskText('221B Baker Street, Apt 4B')).toBe('[address]');
    expect(maskText('50 W 5th Ave Suite 200')).toBe('[address]');
    expect(maskValue({ address: 'x', address1: 'y', city: 'Hoboken', street: 'Main' })).toEqual({ address: '[address]', address1: '[address]', city: '[address]', street: '[address]' });
  });

  it('masks postal codes: ZIP+4, Canadian codes and postal-like keys', () => {
    expect(maskText('zip 07030-1234')).toBe('zip [postal-code]');
    expect(maskText('Ottawa K1A 0B1')).toBe('Ottawa [postal-code]');
    expect(maskText('Ottawa K1A0B1')).toBe('Ottawa [postal-code]');
    expect(maskText('k1a 0b1')).toBe('[postal-code]');
    expect(maskText('hash a1b2c3')).toBe('hash a1b2c3');
    expect(maskValue({ zip: '07030', postalCode: 'K1A 0B1' })).toEqual({ zip: '[postal-code]', postalCode: '[postal-code]' });
  });

  it('masks payment details: Luhn card numbers, IBANs and payment keys', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(isCardNumber('1712345678901')).toBe(false); // a millisecond timestamp
    expect(maskText('card 4111 1111 1111 1111 declined')).toBe('card [card] declined');
    expect(maskText('card 5500-0000-0000-0004')).toBe('card [card]');
    expect(maskText('not a card 4111 1111 1111 1112')).toBe('not a card 4111 1111 1111 1112');
    expect(maskText('at 1712345678901 ms')).toBe('at 1712345678901 ms');
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(maskText('iban GB82WEST12345698765432')).toBe('iban [card]');
    expect(maskValue({ cardNumber: '4111', cvv: '123', iban: 'x', accountNumber: '000123', routingNumber: '021000021', expiry: '12/30' })).toEqual({
      cardNumber: '[card]',
      cvv: '[redacted]',
      iban: '[redacted]',
      accountNumber: '[redacted]',
      routingNumber: '[redacted]',
      expiry: '[redacted]',
    });
    // A W-2G's taxpayer number, by any of its names.
    expect(maskValue({ tin: '123-45-6789', ITIN: '912-70-1234', taxpayer_id: 1 })).toEqual({ tin: '[redacted]', ITIN: '[redacted]', taxpayer_id: '[redacted]' });
    // An identity document's details and photos, by the names the verification calls use.
    expect(maskValue({ dateOfBirth: '1990-04-01', date_of_birth: '1990-04-01', DOB: '1990-04-01', documentNumber: 'D1234567', id_number: 'X1', photos: { front: 'AAAA' } })).toEqual({
      dateOfBirth: '[redacted]',
      date_of_birth: '[redacted]',
      DOB: '[redacted]',
      documentNumber: '[redacted]',
      id_number: '[redacted]',
      photos: '[redacted]',
    });
  });

  it('masks secrets, walks nested values, keeps null and booleans, and is idempotent', () => {
    const input = {
      password: 'hunter2',
      refresh_token: 'abc',
      nested: [{ email: 'a@b.co', ok: true, note: null, count: 3 }],
      message: 'Dana (555) 123-4567 at 12 Elm Road, K1A 0B1, dana@example.com',
    };
    const once = maskValue(input);
    expect(once).toEqual({
      password: '[redacted]',
      refresh_token: '[redacted]',
      nested: [{ email: '[email]', ok: true, note: null, count: 3 }],
      message: 'Dana [phone] at [address], [postal-code], [email]',
    });
    expect(maskValue(once)).toEqual(once);
    expect(sensitiveKey('First-Name')).toBe('name');
    expect(sensitiveKey('operationName')).toBeNull();
  });
});
