import { idOfSignedToken, signedIdToken } from './signed-ids';

describe('signed id tokens', () => {
  const id = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';
  const token = signedIdToken('album', id, 'secret');

  it('give back the id they sign, for their own purpose and secret only', () => {
    expect(idOfSignedToken('album', token, 'secret')).toBe(id);
    expect(idOfSignedToken('invitation', token, 'secret')).toBeNull();
    expect(idOfSignedToken('album', token, 'another secret')).toBeNull();
  });

  it('refuse a changed signature, a changed id or a token that is not `<uuid>.<signature>`', () => {
    expect(idOfSignedToken('album', `${token.slice(0, -2)}xx`, 'secret')).toBeNull();
    expect(idOfSignedToken('album', token.replace('3f2b', '4f2b'), 'secret')).toBeNull();
    expect(idOfSignedToken('album', `${token}.more`, 'secret')).toBeNull();
    expect(idOfSignedToken('album', 'not-a-token', 'secret')).toBeNull();
  });
});
