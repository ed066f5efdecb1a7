import { MSG } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText, fieldErrorsFromBody, firstIssue, isInvalidToken, messageFromBody } from './api-error.ts';

describe('messageFromBody', () => {
  it('reads message, then a JSON string, then plain text', () => {
    expect(messageFromBody('{"message":"Kode Shape RND Sudah Digunakan"}')).toBe('Kode Shape RND Sudah Digunakan');
    expect(messageFromBody('"Data Gagal"')).toBe('Data Gagal');
    expect(messageFromBody('Gagal Total')).toBe('Gagal Total');
  });
  it('ignores empty bodies, HTML pages and objects without a message', () => {
    expect(messageFromBody('')).toBeUndefined();
    expect(messageFromBody('<html><body>502</body></html>')).toBeUndefined();
    expect(messageFromBody('{"x":1}')).toBeUndefined();
  });
});

describe('fieldErrorsFromBody', () => {
  it('keeps string field messages', () => {
    expect(fieldErrorsFromBody('{"message":"x","errors":{"kode_shape":"Kode Shape Harus Diisi","n":1}}')).toEqual({
      kode_shape: 'Kode Shape Harus Diisi',
    });
    expect(fieldErrorsFromBody('nope')).toEqual({});
  });
});

describe('errorText', () => {
  it('prefers the server text, says Koneksi Bermasalah with no response, else the fallback', () => {
    expect(errorText(new ApiError('HTTP', 'Password Lama Salah', 400), MSG.passwordFail)).toBe('Password Lama Salah');
    expect(errorText(new ApiError('HTTP', '', 500), MSG.saveFail)).toBe(MSG.saveFail);
    expect(errorText(new ApiError('NETWORK', 'x'), MSG.saveFail)).toBe(MSG.noConnection);
    expect(errorText(new Error('boom'), MSG.deleteFail)).toBe(MSG.deleteFail);
  });
  it('recognises an invalid token', () => {
    expect(isInvalidToken(new ApiError('HTTP', MSG.invalidToken, 401))).toBe(true);
    expect(isInvalidToken(new ApiError('HTTP', 'Mohon Maaf', 403))).toBe(false);
  });
});

describe('firstIssue', () => {
  it('gives the first zod message, the bad-input text without one, null when the body passes', () => {
    expect(firstIssue({ success: true })).toBeNull();
    expect(firstIssue({ success: false, error: { issues: [{ message: 'Kode Gudang Tidak Boleh Kosong' }] } })).toBe(
      'Kode Gudang Tidak Boleh Kosong',
    );
    expect(firstIssue({ success: false })).toBe(MSG.badInput);
  });
});
